import { useTranslation } from '@/lib/useTranslation';
import { Button, formatCellMoney, formatRangeParam, pageKit, presetRange, resolveRange, Skeleton, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { REAL_TIME_SALARY_PERIOD_MS } from '@contracts/shared/constants';
import { formatCountdown } from '../rules/agentClock';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { ReportFilters, ReportTable, useDraft } from '@/features/agentReports';
import { useRealtimeSalary, useRealtimeSalaryExport, type RealtimeSalaryValue } from '../api';
import { formatPeriod, useSettlementColumns } from '../components/SettlementTable';
import { useAgentCountdown } from '../components/useAgentCountdown';
import styles from '../components/realtime.module.css';

const DEFAULT_PRESET = 'prev7';
const FILTERS = { range: urlField.dateRange(DEFAULT_PRESET), pageNo: urlField.pageNo() };

/**
 * Real-time salary (agentRealtimeSalary, SPEC §6 and §9): settled every 5
 * minutes of the agent clock. The open window with a countdown to its
 * settlement, the window that settled last, and the settlements of a range;
 * the page looks again by itself when the window settles.
 */
export function RealtimeSalary() {
  const { t } = useTranslation();
  const filters = useUrlFilters(FILTERS);
  const { range, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range }, formatRangeParam(range));
  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const window = { startDate: days.from, endDate: days.to };
  const query = useRealtimeSalary(window, pageNo);
  const page = query.data;
  const { columns, csvColumns } = useSettlementColumns('validBet', page?.totalAmount);
  const csv = useCsvExport({ fetchPage: useRealtimeSalaryExport(window), columns: csvColumns, filename: `realtime-salary_${days.from}_${days.to}.csv` });

  return (
    <div className={pageKit.page4}>
      {page ? (
        <LivePanel value={page} receivedAt={query.dataUpdatedAt} />
      ) : query.isError ? (
        <section className={styles.card} role="alert">
          <p>{t('agentReports.realtime.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('agentReports.retry')}
          </Button>
        </section>
      ) : (
        <div className={styles.grid} aria-busy="true">
          <Skeleton height={220} />
          <Skeleton height={220} />
        </div>
      )}
      <ReportFilters
        label={t('agentReports.realtime.filterLabel')}
        draft={draft}
        onDraftChange={setDraft}
        onApply={() => filters.set({ range: draft.range, pageNo: 1 })}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      />
      <ReportTable
        caption={t('agentReports.realtime.caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.settlements.empty')}
        showTotals
      />
    </div>
  );
}

function LivePanel({ value, receivedAt }: { value: RealtimeSalaryValue; receivedAt: number }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const money = { symbol: useCurrencySymbol(), languageTag: kit.languageTag };
  const reading = { serverTime: Date.parse(value.serverTime), clockRate: value.clockRate, receivedAt };
  const settleAt = Date.parse(value.nextSettleTime);
  const clock = useAgentCountdown(reading, settleAt);
  const msLeft = clock?.msLeft ?? settleAt - reading.serverTime;
  const elapsed = Math.min(100, Math.max(0, 100 - (msLeft / REAL_TIME_SALARY_PERIOD_MS) * 100));
  const open = value.currentWindow;
  const last = value.lastSettlement;
  const terms = value.contract;

  return (
    <div className={styles.grid}>
      <section className={`${styles.card} ${styles.hero}`} aria-labelledby="rt-window-title">
        <div className={styles.head}>
          <div>
            <p className={styles.kicker}>{t('agentReports.realtime.currentWindow')}</p>
            <h2 id="rt-window-title" className={styles.title} data-testid="rt-window">
              {formatPeriod(open.periodStart, open.periodEnd)}
            </h2>
            {value.clockRate > 1 ? <span className={styles.fast}>{t('agentReports.realtime.fastClock', { rate: value.clockRate })}</span> : null}
          </div>
          <div className={styles.countdownBox}>
            <span className={styles.countdownLabel} id="rt-countdown-label">
              {t('agentReports.realtime.nextSettlement')}
            </span>
            <span className={styles.countdown} role="timer" aria-labelledby="rt-countdown-label">
              {formatCountdown(msLeft)}
            </span>
          </div>
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('agentReports.realtime.windowProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(elapsed)}
        >
          <div className={styles.progressBar} style={{ width: `${elapsed}%` }} />
        </div>
        <dl className={styles.facts}>
          <Fact label={t('agentReports.realtime.validBetSoFar')} value={formatCellMoney(open.teamValidBet, money)} />
          <Fact label={t('agentReports.columns.activeMembers')} value={formatNumber(open.activeMembers, kit.languageTag)} />
          <Fact label={t('agentReports.realtime.projectedPay')} value={formatCellMoney(open.projectedAmount, money)} pay />
        </dl>
        <p className={pageKit.muted}>
          {terms
            ? t('agentReports.realtime.terms', {
                rate: formatNumber(terms.rate, kit.languageTag),
                validBet: formatCellMoney(terms.periodValidBet, money),
                members: formatNumber(terms.activeMembers, kit.languageTag),
                count: terms.activeMembers,
              })
            : t('agentReports.realtime.noContract')}
        </p>
      </section>

      <section className={styles.card} aria-labelledby="rt-last-title" aria-live="polite">
        <div>
          <p className={styles.kicker}>{t('agentReports.realtime.lastSettlement')}</p>
          <h2 id="rt-last-title" className={styles.title} data-testid="rt-last">
            {last ? formatPeriod(last.periodStart, last.periodEnd) : t('agentReports.realtime.noSettlement')}
          </h2>
        </div>
        {last ? (
          <>
            <StatusChip tone={last.status === 'PAID' ? 'success' : 'neutral'}>{t(`agentReports.incomeStatuses.${last.status}`)}</StatusChip>
            <dl className={styles.facts}>
              <Fact label={t('agentReports.columns.teamValidBet')} value={formatCellMoney(last.teamValidBet, money)} />
              <Fact label={t('agentReports.columns.pay')} value={formatCellMoney(last.amount, money)} pay />
            </dl>
          </>
        ) : null}
        <p className={pageKit.muted}>{t('agentReports.realtime.rangeTotal', { amount: formatCellMoney(value.totalAmount, money) })}</p>
      </section>
    </div>
  );
}

function Fact({ label, value, pay = false }: { label: string; value: string; pay?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={pageKit.hint}>{label}</dt>
      <dd className={`${styles.factValue} ${pay ? styles.pay : ''}`}>{value}</dd>
    </div>
  );
}
