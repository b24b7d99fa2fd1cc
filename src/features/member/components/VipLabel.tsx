import { useTranslation } from '@/lib/useTranslation';
import { useVip } from '../api';
import styles from './MemberMenu.module.css';

/** The VIP label next to the avatar (SPEC §2), from the member info's hasVip, vipLabelName and vipRankLevel. */
export function VipLabel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { hasVip, vipLabelName, vipRankLevel } = useVip();
  if (!hasVip) return null;
  return (
    <span className={`${styles.vip} ${compact ? styles.vipCompact : ''}`} data-testid="member-vip">
      {compact ? t('memberInfo.vipShort', { level: vipRankLevel }) : t('memberInfo.vip', { level: vipRankLevel, name: vipLabelName })}
    </span>
  );
}
