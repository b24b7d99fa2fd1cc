import { forwardRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { RewardItem } from '@contracts/rewards';
import { Button, Icon, type IconName, StatusChip, useKitLabels } from '@/components';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { REWARD_STATUS_TONE } from '../rules/rewardStatus';
import { useMoney } from '../../promotions';
import styles from '../screens/rewards.module.css';

const SOURCE_ICON: Record<RewardItem['source'], IconName> = {
  PROMOTION: 'gift',
  MISSION: 'trophy',
  VIP: 'crown',
  REFERRAL: 'referral',
  EVENT: 'star',
};

interface RewardCardProps {
  item: RewardItem;
  onClaim: (item: RewardItem) => void;
  claiming: boolean;
  /** The item an announcement sent the member to. */
  highlighted?: boolean;
}

/** One reward-centre item: what it pays (cash, points or both), its status, its expiry, and its claim button. */
export const RewardCard = forwardRef<HTMLLIElement, RewardCardProps>(function RewardCard({ item, onClaim, claiming, highlighted }, ref) {
  const { t } = useTranslation();
  const { languageTag } = useKitLabels();
  const money = useMoney();
  const claimable = item.status === 'CLAIM';
  return (
    <li
      ref={ref}
      tabIndex={highlighted ? -1 : undefined}
      className={`${styles.reward} ${claimable ? styles.claimable : ''} ${highlighted ? styles.highlighted : ''}`}
      data-testid="reward-item"
      data-status={item.status}
    >
      <span className={`${styles.rewardIcon} ${styles[`source${item.source}`]}`} aria-hidden="true">
        <Icon name={SOURCE_ICON[item.source]} size={22} />
      </span>
      <div className={styles.rewardText}>
        <p className={styles.rewardSource}>
          {t(`engageRewards.source.${item.source}`)}
          {highlighted ? <span className={styles.spot}>{t('engageRewards.fromAnnouncement')}</span> : null}
        </p>
        <h3 className={styles.rewardTitle}>{item.title}</h3>
        <p className={styles.rewardDescription}>{item.description}</p>
        <p className={styles.rewardMeta}>
          {item.status === 'CLAIMED' && item.claimTime ? (
            <span>{t('engageRewards.claimedOn', { time: formatDateTime(item.claimTime) })}</span>
          ) : item.expireTime ? (
            <span>{t(item.status === 'CLOSE' ? 'engageRewards.expiredOn' : 'engageRewards.expires', { date: formatDate(item.expireTime) })}</span>
          ) : (
            <span>{t('engageRewards.noExpiry')}</span>
          )}
        </p>
      </div>
      <div className={styles.rewardPays}>
        {item.amount > 0 ? <span className={styles.cash}>{money(item.amount)}</span> : null}
        {item.points > 0 ? <span className={styles.points}>{t('engageRewards.points', { count: item.points, points: formatNumber(item.points, languageTag) })}</span> : null}
      </div>
      <div className={styles.rewardAction}>
        <StatusChip tone={REWARD_STATUS_TONE[item.status]}>{t(`engageRewards.status.${item.status}`)}</StatusChip>
        {claimable ? (
          <Button size="sm" loading={claiming} onClick={() => onClaim(item)} aria-label={t('engageRewards.claimItem', { title: item.title })}>
            {t('engageRewards.claim')}
          </Button>
        ) : null}
      </div>
    </li>
  );
});
