import { useTranslation } from '@/lib/useTranslation';
import { Icon } from '@/components';
import { openModal } from '@/lib/state/ui';
import { usePendingRequests } from '../api';
import styles from './contracts.module.css';

/** The agent header's badge while an upline's offer or termination request (K0) waits for an answer: opens the contract modal at it. */
export function ContractOfferBadge() {
  const { t } = useTranslation();
  const offers = usePendingRequests();
  if (!offers.length) return null;
  return (
    <button type="button" className={styles.badge} onClick={() => openModal('contract', { contractKey: offers[0]!.key })} data-testid="contract-offer-badge">
      <Icon name="gift" size={16} />
      <span>{t('agentTeam.badge', { count: offers.length })}</span>
    </button>
  );
}
