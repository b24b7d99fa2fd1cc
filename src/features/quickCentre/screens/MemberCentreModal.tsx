import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Icon, Modal, Skeleton, type IconName } from '@/components';
import { memberPageHref, type MemberCentrePage } from '@/lib/centrePages';
import { formatMoney } from '@/lib/format';
import { useBalanceQuery, useRewardsCount, useUnreadCount } from '../../member';
import { useCurrencySymbol } from '../../system';
import styles from './QuickCentre.module.css';

const SHORTCUTS: ReadonlyArray<{ page: MemberCentrePage; icon: IconName; label: string }> = [
  { page: 'depositv2', icon: 'wallet', label: 'content.quick.deposit' },
  { page: 'withdraw', icon: 'bank', label: 'content.quick.withdraw' },
];

/** SPEC §2 member-centre modal: balance, quick deposit and withdraw, unread messages, claimable rewards, and the full centre. */
export function MemberCentreModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const balance = useBalanceQuery();
  const unread = useUnreadCount();
  // "Rewards to claim" is the reward centre's count (its link goes there), not the promotions badge.
  const claimable = useRewardsCount();
  const symbol = useCurrencySymbol();
  return (
    <Modal
      title={t('modals.memberCenter')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="md"
      footer={
        <Link className={styles.full} to={memberPageHref('securityCenter')} onClick={onClose}>
          {t('content.quick.fullMember')}
        </Link>
      }
    >
      <div className={styles.body} data-testid="member-centre-modal">
        <div className={styles.balance}>
          <span className={styles.label}>{t('content.quick.balance')}</span>
          {balance.data === undefined ? <Skeleton height={40} width={200} radius={8} /> : <span className={styles.amount}>{formatMoney(balance.data, i18n.language, symbol)}</span>}
        </div>
        <div className={styles.shortcuts}>
          {SHORTCUTS.map((item) => (
            <Link key={item.page} className={styles.shortcut} to={memberPageHref(item.page)} onClick={onClose}>
              <Icon name={item.icon} />
              {t(item.label)}
            </Link>
          ))}
        </div>
        <ul className={styles.stats}>
          <li>
            <Link className={styles.stat} to={memberPageHref('messageV2')} onClick={onClose}>
              <Icon name="mail" />
              <span>{t('content.quick.unread')}</span>
              <strong>{unread}</strong>
            </Link>
          </li>
          <li>
            <Link className={styles.stat} to={memberPageHref('rewardCenter')} onClick={onClose}>
              <Icon name="gift" />
              <span>{t('content.quick.claimable')}</span>
              <strong>{claimable}</strong>
            </Link>
          </li>
        </ul>
      </div>
    </Modal>
  );
}
