import { useTranslation } from '@/lib/useTranslation';
import type { Mission } from '@contracts/missions';
import { Button, Icon, StatusChip } from '@/components';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { MISSION_STATUS_TONE, isMoneyMetric, missionProgress } from '../rules/missions';
import styles from './Missions.module.css';

interface MissionCardProps {
  mission: Mission;
  languageTag: string;
  symbol: string;
  claiming: boolean;
  onClaim: (mission: Mission) => void;
}

/** One mission: what it asks, a progress bar, its rewards, and its claim button once completed. */
export function MissionCard({ mission, languageTag, symbol, claiming, onClaim }: MissionCardProps) {
  const { t } = useTranslation();
  const share = missionProgress(mission);
  const amount = (value: number) => (isMoneyMetric(mission.metric) ? formatMoney(value, languageTag, symbol) : formatNumber(value, languageTag));
  const titleId = `mission-${mission.id}`;
  return (
    <article className={`${styles.mission} ${styles[mission.status]}`} aria-labelledby={titleId} data-testid="mission">
      <div className={styles.missionHead}>
        <span className={styles.missionIcon} aria-hidden="true">
          <Icon name={mission.status === 'CLAIMED' ? 'star' : 'trophy'} size={22} />
        </span>
        <div className={styles.missionTitle}>
          <h3 id={titleId}>{mission.title}</h3>
          <p>{mission.description}</p>
        </div>
        <span className={styles.period}>{t(`mallMissions.periods.${mission.period}`)}</span>
      </div>
      <div className={styles.progress}>
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={mission.progress}
          aria-valuetext={t('mallMissions.progress', { progress: amount(mission.progress), target: amount(mission.target) })}
        >
          <span style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        <span className={styles.progressText}>
          {amount(mission.progress)} / {amount(mission.target)}
        </span>
      </div>
      <div className={styles.missionFoot}>
        <p className={styles.reward}>
          <span className={styles.rewardLabel}>{t('mallMissions.reward')}</span>
          {mission.rewardAmount > 0 ? <span className={styles.cash}>{formatMoney(mission.rewardAmount, languageTag, symbol)}</span> : null}
          {mission.rewardPoints > 0 ? <span className={styles.pts}>{t('mallMissions.points', { count: mission.rewardPoints, points: formatNumber(mission.rewardPoints, languageTag) })}</span> : null}
          <span className={styles.score}>{t('mallMissions.score', { score: formatNumber(mission.score, languageTag) })}</span>
        </p>
        {mission.status === 'CLAIM' && mission.rewardItemId !== null ? (
          <Button size="sm" loading={claiming} onClick={() => onClaim(mission)} icon={<Icon name="gift" size={16} />} aria-describedby={titleId}>
            {t('mallMissions.claim')}
          </Button>
        ) : (
          <StatusChip tone={MISSION_STATUS_TONE[mission.status]}>{t(`mallMissions.statuses.${mission.status}`)}</StatusChip>
        )}
      </div>
      {mission.endTime && mission.status === 'PROCESS' ? <p className={styles.ends}>{t('mallMissions.ends', { time: formatDateTime(mission.endTime) })}</p> : null}
    </article>
  );
}
