import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { LEADERBOARD_PERIODS, MISSION_PERIODS, type Mission } from '@contracts/missions';
import { FORWARD_PRESETS, type ForwardPreset, pageKit, runsWithin, SectionHead, Skeleton, urlField, useKitLabels, useUrlFilters } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/state/ui';
import { useCurrencySymbol } from '../../system';
import { useClaimMission, useMissions, type LeaderboardPeriod } from '../api';
import { Leaderboard } from '../components/Leaderboard';
import { MissionCard } from '../components/MissionCard';
import { sortMissions } from '../rules/missions';
import styles from '../components/Missions.module.css';
import { clockDate } from '@/lib/clock';

const PERIOD_FILTERS = ['', ...MISSION_PERIODS] as const;
type PeriodFilter = (typeof PERIOD_FILTERS)[number];

/** `when`: any time (''), or SPEC §9's next 7 / next 30 days, by when each mission runs. */
const WHEN_FILTERS = ['', ...FORWARD_PRESETS] as const;
type WhenFilter = (typeof WHEN_FILTERS)[number];

const FILTERS = {
  period: urlField.oneOf<PeriodFilter>(PERIOD_FILTERS, ''),
  when: urlField.oneOf<WhenFilter>(WHEN_FILTERS, ''),
  board: urlField.oneOf<LeaderboardPeriod>(LEADERBOARD_PERIODS, 'WEEKLY'),
};

/**
 * missionLeaderboard: the member's missions with progress, rewards and a
 * claim for each completed one (once; the missions badge follows), and the
 * leaderboard of a chosen period with the member's own rank highlighted.
 */
export function MissionLeaderboard() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { period, when, board } = filters.values;
  const missions = useMissions();
  const claim = useClaimMission();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const tag = kit.languageTag;
  const summary = missions.data;
  const now = clockDate();
  const shown = summary
    ? sortMissions(summary.missions.filter((mission) => (!period || mission.period === period) && (!when || runsWithin(mission, when, now))))
    : [];

  const onClaim = (mission: Mission) => {
    setClaimingId(mission.id);
    claim.mutate(
      mission.id,
      {
        onSuccess: ({ item }) => {
          const parts = [item.amount > 0 ? formatMoney(item.amount, tag, symbol) : null, item.points > 0 ? t('mallMissions.points', { count: item.points, points: formatNumber(item.points, tag) }) : null].filter(Boolean);
          showToast(t('mallMissions.claimed', { reward: parts.join(' + ') }), 'success', false);
        },
        // A refusal the pipeline already showed (no_mission_claim is its dialog) needs nothing more.
        onError: (error) => {
          if (!(isApiError(error) && error.presented)) showToast(t('mallMissions.claimFailed'), 'error', false);
        },
        onSettled: () => setClaimingId(null),
      },
    );
  };

  return (
    <div className={styles.page}>
      <section aria-labelledby="missions-title" className={styles.missionsSection}>
        <SectionHead title={t('mallMissions.title')} titleId="missions-title">
          <div className={styles.segmented} role="group" aria-label={t('mallMissions.periodFilter')}>
            {PERIOD_FILTERS.map((value) => (
              <button key={value || 'all'} type="button" aria-pressed={period === value} className={period === value ? styles.segOn : undefined} onClick={() => filters.set({ period: value })}>
                {value ? t(`mallMissions.periods.${value}`) : t('mallMissions.allPeriods')}
              </button>
            ))}
          </div>
          <div className={styles.segmented} role="group" aria-label={t('mallMissions.whenFilter')}>
            {WHEN_FILTERS.map((value) => (
              <button key={value || 'any'} type="button" aria-pressed={when === value} className={when === value ? styles.segOn : undefined} onClick={() => filters.set({ when: value })}>
                {value ? kit.dateRange.presets[value as ForwardPreset] : t('mallMissions.anyTime')}
              </button>
            ))}
          </div>
        </SectionHead>
        {summary ? (
          <dl className={pageKit.figures}>
            <div>
              <dt>{t('mallMissions.summary.completed')}</dt>
              <dd>
                {formatNumber(summary.completed, tag)} / {formatNumber(summary.total, tag)}
              </dd>
            </div>
            <div className={summary.claimable ? pageKit.figureHot : undefined}>
              <dt>{t('mallMissions.summary.claimable')}</dt>
              <dd data-testid="missions-claimable">{formatNumber(summary.claimable, tag)}</dd>
            </div>
            <div>
              <dt>{t('mallMissions.summary.claimed')}</dt>
              <dd>{formatNumber(summary.claimed, tag)}</dd>
            </div>
            <div>
              <dt>{t('mallMissions.summary.score')}</dt>
              <dd>{formatNumber(summary.score, tag)}</dd>
            </div>
          </dl>
        ) : null}
        {missions.isPending ? (
          <div className={styles.missionGrid} aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={170} radius={16} />
            ))}
          </div>
        ) : missions.isError ? (
          <p role="alert">{t('centreKit.table.error')}</p>
        ) : shown.length === 0 ? (
          <p className={styles.note}>{t('mallMissions.empty')}</p>
        ) : (
          <div className={styles.missionGrid}>
            {shown.map((mission) => (
              <MissionCard key={mission.id} mission={mission} languageTag={tag} symbol={symbol} claiming={claim.isPending && claimingId === mission.id} onClaim={onClaim} />
            ))}
          </div>
        )}
      </section>
      <Leaderboard period={board} onPeriod={(next) => filters.set({ board: next })} languageTag={tag} symbol={symbol} />
    </div>
  );
}
