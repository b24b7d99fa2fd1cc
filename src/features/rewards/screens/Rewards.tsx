import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import type { VipLevel } from '@contracts/rewards';
import { Button, EmptyState, heroPanel, Icon, Skeleton, StatusChip, useKitLabels } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatNumber } from '@/lib/format';
import { useRankProgress, useRewardsOverview } from '../api';
import { useMoney } from '../../promotions';
import { progressPercent, REWARD_STATUS_TONE } from '../rules/rewardStatus';
import styles from './rewards.module.css';
import { engagePanels as panels } from '../../promotions';

/**
 * rewards (SPEC §2, §1 VIP and rewards): the member's VIP level and the way
 * to the next one, what every level brings, and the rewards waiting in the
 * reward centre (the rewards badge).
 */
export function Rewards() {
  const { t } = useTranslation();
  const { languageTag } = useKitLabels();
  const money = useMoney();
  const query = useRewardsOverview();
  // N14: the rank's turnover towards the next one (silent: without it the hero shows the level alone).
  const rank = useRankProgress().data;
  const data = query.data;

  if (query.isPending) {
    return (
      <div className={panels.page} aria-hidden="true">
        <Skeleton height={180} radius={16} />
        <Skeleton height={260} radius={16} />
      </div>
    );
  }
  if (!data) {
    return (
      <EmptyState alert className={panels.engageEmpty}>
        <p>{t('engageRewards.loadFailed')}</p>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('centreKit.table.retry')}
        </Button>
      </EmptyState>
    );
  }
  const { vip } = data;
  const percent = rank ? progressPercent(rank.progress) : 0;
  const perks = (level: VipLevel) => [
    { label: t('engageRewards.perks.upgradeBonus'), value: money(level.upgradeBonus) },
    { label: t('engageRewards.perks.birthdayBonus'), value: money(level.birthdayBonus) },
    { label: t('engageRewards.perks.weeklyBonus'), value: money(level.weeklyBonus) },
    { label: t('engageRewards.perks.rebateBoost'), value: `×${formatNumber(level.rebateBoost, languageTag)}` },
    { label: t('engageRewards.perks.withdrawLimit'), value: money(level.dailyWithdrawLimit) },
    { label: t('engageRewards.perks.pointsMultiplier'), value: `×${formatNumber(level.pointsMultiplier, languageTag)}` },
  ];

  return (
    <div className={panels.page}>
      <div className={styles.vipRow}>
        <section className={`${heroPanel.frame} ${styles.vipHero}`} aria-labelledby="vip-level">
          <span className={`${heroPanel.medallion} ${styles.vipCrown}`} aria-hidden="true">
            <Icon name="crown" size={36} />
          </span>
          <div className={styles.vipText}>
            <p className={panels.eyebrow}>{t('engageRewards.currentLevel')}</p>
            <h2 id="vip-level" className={panels.goldTitle}>
              {t('engageRewards.levelName', { level: vip.level, label: rank?.rankName || vip.label })}
            </h2>
            {rank ? <p className={styles.vipBet}>{t('engageRewards.validBet', { amount: money(rank.totalTurnover) })}</p> : null}
          </div>
          <div className={styles.progressBlock}>
            <div className={styles.progressLabels}>
              <span>{vip.label}</span>
              <span>{vip.nextLabel ?? t('engageRewards.topLevel')}</span>
            </div>
            <div
              className={styles.progress}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t('engageRewards.progressLabel', { next: vip.nextLabel ?? vip.label })}
            >
              <span className={styles.progressFill} style={{ width: `${percent}%` }} />
            </div>
            <p className={styles.progressNote}>
              {!vip.nextLabel
                ? t('engageRewards.atTop')
                : rank
                  ? t('engageRewards.toNext', { amount: money(Math.max(0, rank.monthlyExpected - rank.monthlyActual)), next: vip.nextLabel, percent })
                  : null}
            </p>
            {rank && rank.totalConditions > 0 ? (
              <p className={styles.progressNote} data-testid="rank-conditions">
                {t('engageRewards.conditions', { done: rank.completedConditions, count: rank.totalConditions })}
              </p>
            ) : null}
          </div>
        </section>

        <section className={styles.unclaimedTile} aria-labelledby="unclaimed-title">
          <p id="unclaimed-title" className={panels.eyebrow}>
            {t('engageRewards.unclaimedTitle')}
          </p>
          <p className={styles.unclaimedCount} data-testid="rewards-unclaimed">
            {data.unclaimedCount}
          </p>
          <p className={styles.unclaimedAmount}>{t('engageRewards.unclaimedAmount', { amount: money(data.unclaimedAmount) })}</p>
          <Link className={styles.goldLink} to={memberPageHref('rewardCenter')}>
            {t('engageRewards.goToCentre')}
            <Icon name="chevronRight" size={16} />
          </Link>
        </section>
      </div>

      <section aria-labelledby="vip-levels" className={panels.section}>
        <h2 id="vip-levels" className={panels.sectionTitle}>
          {t('engageRewards.levelsTitle')}
        </h2>
        <ol className={styles.levels}>
          {data.levels.map((level) => {
            const current = level.level === vip.level;
            return (
              <li key={level.level} className={`${styles.level} ${current ? styles.levelCurrent : ''} ${level.level < vip.level ? styles.levelPassed : ''}`} aria-current={current ? 'step' : undefined}>
                <p className={styles.levelBadge}>{t('engageRewards.vipN', { level: level.level })}</p>
                <h3 className={styles.levelName}>{level.label}</h3>
                {current ? <p className={styles.youAreHere}>{t('engageRewards.youAreHere')}</p> : null}
                <p className={styles.levelNeed}>{t('engageRewards.requires', { amount: money(level.requiredValidBet) })}</p>
                <dl className={styles.perks}>
                  {perks(level).map((perk) => (
                    <div key={perk.label} className={styles.perk}>
                      <dt>{perk.label}</dt>
                      <dd>{perk.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ol>
      </section>

      {data.recent.length ? (
        <section aria-labelledby="recent-rewards" className={panels.section}>
          <h2 id="recent-rewards" className={panels.sectionTitle}>
            {t('engageRewards.recentTitle')}
          </h2>
          <ul className={panels.rows}>
            {data.recent.map((item) => (
              <li key={item.id} className={`${panels.row} ${styles.recentRow}`}>
                <span className={styles.recentTitle}>{item.title}</span>
                <span className={styles.recentPays}>
                  {[item.amount > 0 ? money(item.amount) : null, item.points > 0 ? t('engageRewards.points', { count: item.points, points: formatNumber(item.points, languageTag) }) : null].filter(Boolean).join(' + ')}
                </span>
                <StatusChip tone={REWARD_STATUS_TONE[item.status]}>{t(`engageRewards.status.${item.status}`)}</StatusChip>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
