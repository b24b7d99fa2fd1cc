import { useTranslation } from '@/lib/useTranslation';
import { Badge, Button, DateRangeControl, formatCellMoney, Icon, type IconName, presetRange, resolveRange, Skeleton, urlField, useKitLabels, useUrlFilters } from '@/components';
import type { TeamOverview as Overview } from '@contracts/agent';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useAgentAccount } from '@/features/agent';
import { useTeamOverview, useTeamOverviewPerDay, useWholeDownline } from '../api';
import { TrendChart } from '../components/TrendChart';
import { KPIS, TREND_KPIS, daysOf, type KpiId } from '../rules/kpis';
import { DownlineHealth } from '../components/DownlineHealth';
import { OwnContracts } from '../components/OwnContracts';
import styles from '../team.module.css';

const DEFAULT_PRESET = 'prev7';
/** The chart draws at most this many days (the last ones of a longer custom range). */
const MAX_CHART_DAYS = 31;

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  kpi: urlField.oneOf<KpiId>(TREND_KPIS, 'validBet'),
};

const KPI_ICON: Record<KpiId, IconName> = {
  teamSize: 'referral', newMembers: 'user', activeMembers: 'star', depositAmount: 'bank',
  withdrawAmount: 'briefcase', validBet: 'ticket', profitLoss: 'trophy',
};

/**
 * agentTeamOverview (the agent centre's default page): KPI cards for the
 * range in the URL, a per-day trend of the KPI picked, the agent's own
 * contracts with their next settlement, and downline health.
 */
export function TeamOverview() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, kpi } = filters.values;
  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const period = { startDate: days.from, endDate: days.to };
  const overview = useTeamOverview(period);
  const account = useAgentAccount();
  const downline = useWholeDownline();

  const chartDays = daysOf(days.from, days.to).slice(-MAX_CHART_DAYS);
  const perDay = useTeamOverviewPerDay(chartDays);
  const chartReady = perDay.every((query) => query.data);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag });
  const count = (value: number) => formatNumber(value, kit.languageTag);
  const formatKpi = (id: KpiId, value: number) => (KPIS[id].money ? money(value) : count(value));

  const agents = downline.data?.filter((member) => member.isAgent).length ?? 0;
  const players = (downline.data?.length ?? 0) - agents;
  const info = account.data;

  return (
    <div className={styles.page} data-testid="agent-overview">
      <section className={styles.hero} aria-labelledby="team-hero-title">
        <div>
          <p className={styles.kicker}>{t('agentTeam.overview.kicker')}</p>
          <h2 id="team-hero-title" className={styles.heroTitle}>
            {info ? t('agentTeam.overview.welcome', { name: info.nickname }) : <Skeleton width={220} height={28} />}
          </h2>
          {info ? (
            <p className={styles.heroMeta}>
              <span>{info.account}</span>
              <Badge tone="gold">{info.vipLabelName}</Badge>
              {info.affiliateCode ? (
                <span>
                  {t('agentTeam.overview.affiliateCode')} <code className={styles.code}>{info.affiliateCode}</code>
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className={styles.heroBalance}>
          <span className={styles.label}>{t('agentTeam.overview.balance')}</span>
          <strong className={styles.heroAmount}>{info ? money(info.balance) : '—'}</strong>
        </div>
      </section>

      <section className={styles.panel} aria-labelledby="team-kpi-title">
        <header className={styles.panelHead}>
          <h2 id="team-kpi-title" className={styles.panelTitle}>
            {t('agentTeam.overview.kpiTitle')}
          </h2>
          <DateRangeControl
            value={range}
            onChange={(next) => {
              if (resolveRange(next)) filters.set({ range: next });
            }}
            labels={kit.dateRange}
            presets={['today', 'yesterday', 'prev7', 'prev30']}
          />
        </header>
        <p className="visually-hidden" role="status">
          {overview.data ? t('agentTeam.overview.rangeLoaded', { from: days.from, to: days.to }) : ''}
        </p>
        <ul className={styles.kpis} aria-busy={overview.isPending}>
          {(Object.keys(KPIS) as KpiId[]).map((id) => (
            <li key={id}>
              <KpiCard
                id={id}
                icon={KPI_ICON[id]}
                label={t(`agentTeam.kpi.${id}`)}
                value={overview.data ? formatKpi(id, KPIS[id].pick(overview.data)) : undefined}
                detail={detailOf(id, overview.data, { agents, players }, t)}
                selectable={TREND_KPIS.includes(id)}
                selected={kpi === id}
                onSelect={() => filters.set({ kpi: id })}
                selectLabel={t('agentTeam.overview.showTrend', { kpi: t(`agentTeam.kpi.${id}`) })}
                tone={id === 'profitLoss' && overview.data ? (overview.data.profitLoss > 0 ? 'down' : 'up') : undefined}
              />
            </li>
          ))}
        </ul>
        {overview.isError ? (
          <p role="alert" className={styles.error}>
            {t('agentTeam.overview.loadFailed')}{' '}
            <Button size="sm" variant="ghost" onClick={() => void overview.refetch()}>
              {t('agentTeam.common.retry')}
            </Button>
          </p>
        ) : null}
      </section>

      <section className={styles.panel} aria-labelledby="team-trend-title">
        <header className={styles.panelHead}>
          <h2 id="team-trend-title" className={styles.panelTitle}>
            {t('agentTeam.overview.trendTitle', { kpi: t(`agentTeam.kpi.${kpi}`) })}
          </h2>
          <span className={styles.muted}>{t('agentTeam.overview.trendRange', { from: chartDays[0], to: chartDays.at(-1) })}</span>
        </header>
        {chartReady ? (
          <TrendChart
            title={t('agentTeam.overview.trendTitle', { kpi: t(`agentTeam.kpi.${kpi}`) })}
            points={chartDays.map((day, index) => ({ day, value: KPIS[kpi].pick(perDay[index]!.data!) }))}
            format={(value) => formatKpi(kpi, value)}
            dayHeader={t('agentTeam.overview.day')}
            valueHeader={t(`agentTeam.kpi.${kpi}`)}
          />
        ) : (
          <Skeleton height={200} />
        )}
      </section>

      <div className={styles.columns}>
        <OwnContracts />
        <DownlineHealth />
      </div>
    </div>
  );
}

function detailOf(
  id: KpiId,
  data: Overview | undefined,
  direct: { agents: number; players: number },
  t: (key: string, options?: Record<string, unknown>) => string,
): string | undefined {
  if (!data) return undefined;
  if (id === 'teamSize') {
    return t('agentTeam.overview.teamSplit', {
      agents: t('agentTeam.overview.directAgents', { count: direct.agents }),
      players: t('agentTeam.overview.directPlayers', { count: direct.players }),
    });
  }
  if (id === 'depositAmount') return t('agentTeam.overview.times', { count: data.depositCount });
  if (id === 'withdrawAmount') return t('agentTeam.overview.times', { count: data.withdrawCount });
  if (id === 'profitLoss') return t('agentTeam.overview.profitLossHint');
  return undefined;
}

interface KpiCardProps {
  id: KpiId;
  icon: IconName;
  label: string;
  value: string | undefined;
  detail: string | undefined;
  selectable: boolean;
  selected: boolean;
  onSelect: () => void;
  selectLabel: string;
  tone: 'up' | 'down' | undefined;
}

function KpiCard({ id, icon, label, value, detail, selectable, selected, onSelect, selectLabel, tone }: KpiCardProps) {
  const body = (
    <>
      <span className={styles.kpiIcon} aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      <span className={styles.label}>{label}</span>
      <strong className={`${styles.kpiValue} ${tone ? styles[tone] : ''}`} data-testid={`kpi-${id}`}>
        {value ?? <Skeleton width={90} height={24} />}
      </strong>
      {detail ? <span className={styles.kpiDetail}>{detail}</span> : null}
    </>
  );
  if (!selectable) return <div className={styles.kpi}>{body}</div>;
  return (
    <button type="button" className={`${styles.kpi} ${styles.kpiButton}`} aria-pressed={selected} onClick={onSelect}>
      {body}
      <span className="visually-hidden">{selectLabel}</span>
    </button>
  );
}
