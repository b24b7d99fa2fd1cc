import { useTranslation } from '../../../lib/useTranslation';
import { Icon } from '../../../components';
import { openModal } from '../../../lib/state/ui';
import { usePendingOffers } from '../api';
import styles from './contracts.module.css';

/** The agent header's badge while an upline offer waits for an answer: opens the contract modal at it. */
export function ContractOfferBadge() {
  const { t } = useTranslation();
  const offers = usePendingOffers();
  if (!offers.length) return null;
  return (
    <button type="button" className={styles.badge} onClick={() => openModal('contract', { contractId: offers[0]!.id })} data-testid="contract-offer-badge">
      <Icon name="gift" size={16} />
      <span>{t('agentTeam.badge', { count: offers.length })}</span>
    </button>
  );
}
