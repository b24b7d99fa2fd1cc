import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { publicState } from '../../lib/state/public';
import styles from './MemberMenu.module.css';

/** The VIP label next to the avatar (SPEC §2), from the public state's hasVip, vipLabelName and vipRankLevel. */
export function VipLabel({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { hasVip, vipLabelName, vipRankLevel } = useSnapshot(publicState);
  if (!hasVip) return null;
  return (
    <span className={`${styles.vip} ${compact ? styles.vipCompact : ''}`} data-testid="member-vip">
      {compact ? t('memberInfo.vipShort', { level: vipRankLevel }) : t('memberInfo.vip', { level: vipRankLevel, name: vipLabelName })}
    </span>
  );
}
