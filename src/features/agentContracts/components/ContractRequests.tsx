import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components';
import { openModal } from '@/lib/state/ui';
import { useContractBundle, usePendingRequests } from '../api';
import styles from './ContractRequests.module.css';

/** What the member's header shows of its contracts: the waiting requests, and how to open them. */
export interface ContractRequestsView {
  requests: ReturnType<typeof usePendingRequests>;
  offersOnly: boolean;
  hasAny: boolean;
  open: () => void;
}

/**
 * SPEC §4 Contracts, for every member the upline offers one to (not only agents): what waits for
 * the member's answer (K0's offers and termination requests) and whether it holds any contract.
 */
export function useContractRequests(): ContractRequestsView {
  const requests = usePendingRequests();
  const bundle = useContractBundle().data;
  return {
    requests,
    /** Offers only (no termination request): the badge says "offer" then. */
    offersOnly: requests.every((request) => request.request === 'offer'),
    /** The member has something from its upline: an offer, a request or a current contract. */
    hasAny: requests.length > 0 || (bundle?.current.length ?? 0) > 0,
    open: () => openModal('contract', requests[0] ? { contractKey: requests[0].key } : {}),
  };
}

/**
 * The header's contract badge: shown while an upline's offer or termination request waits for the
 * member's answer; it opens the contract modal at the first one.
 */
export function ContractOfferButton() {
  const { t } = useTranslation();
  const { requests, offersOnly, open } = useContractRequests();
  if (!requests.length) return null;
  const label = t(offersOnly ? 'memberInfo.contracts.offers' : 'memberInfo.contracts.requests', { count: requests.length });
  return (
    <button type="button" className={styles.contractBadge} onClick={open} aria-label={label} title={label} data-testid="member-contract-badge">
      <Icon name="contract" size={20} />
      <span className={styles.contractCount} aria-hidden="true">
        {requests.length > 9 ? '9+' : requests.length}
      </span>
    </button>
  );
}
