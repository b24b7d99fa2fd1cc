import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { FilterSelect, formatCellMoney, pageKit, Skeleton, useKitLabels } from '@/components';
import {
  comparePeriods, periodWindows, SIMULATION_PERIODS, simulatePeriods, type ContractTerms,
} from '@contracts/shared/contract-settlement';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useTeamActivity } from '../api';
import styles from './contracts.module.css';
import { clockNow } from '@/lib/clock';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const COUNT_CHOICES = [3, 6, 8, 12, 30] as const;

interface ContractSimulatorProps {
  terms: ContractTerms;
  /** The contract it replaces, compared period by period. */
  current?: ContractTerms | undefined;
  /** Whose recorded activity: a downline member (offering agent) or the caller (its own team). */
  account?: string | undefined;
  /** 'earn': what the contract would have paid me; 'cost': what it would have cost me to pay. */
  mode: 'earn' | 'cost';
}

/**
 * The contract simulator: what a contract would have paid over the last
 * periods, computed by the shared settlement module on the team's recorded
 * activity, the very computation the backend settles with.
 */
export function ContractSimulator({ terms, current, account, mode }: ContractSimulatorProps) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const [count, setCount] = useState<number>(SIMULATION_PERIODS[terms.period]);
  const now = clockNow();
  const windows = periodWindows(terms.period, now, count);
  const range = { startDate: day(windows[0]!.start), endDate: day(now) };
  const activity = useTeamActivity(range, account);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag });
  const signed = (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag, signed: true });
  const verb = mode === 'earn' ? 'earn' : 'cost';

  if (activity.isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('agentTeam.simulator.failed')}
      </p>
    );
  }
  if (!activity.data) return <Skeleton height={160} />;

  const samples = activity.data.samples;
  const rows = simulatePeriods(terms, samples, now, count);
  const compared = comparePeriods(rows, current ? simulatePeriods(current, samples, now, count) : undefined);
  const last = rows.at(-1)!;
  const lastCompared = compared.at(-1)!;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const totalDiff = compared.reduce((sum, row) => sum + row.difference, 0);
  const periodLabel = (start: number, end: number) => (end - start <= 86_400_000 ? day(start) : `${day(start)} – ${day(end - 1)}`);
  const options = [...new Set([...COUNT_CHOICES, SIMULATION_PERIODS[terms.period]])].sort((a, b) => a - b);

  return (
    <section className={styles.simulator} aria-labelledby="simulator-title" data-testid="contract-simulator">
      <header className={styles.simHead}>
        <h3 id="simulator-title" className={styles.simTitle}>
          {t(`agentTeam.simulator.title_${verb}`)}
        </h3>
        <FilterSelect<string>
          label={t('agentTeam.simulator.periods')}
          value={String(count)}
          options={options.map((value) => ({ value: String(value), label: formatNumber(value, kit.languageTag) }))}
          onChange={(next) => setCount(Number(next))}
        />
      </header>
      <div className={styles.simHeadline}>
        <div>
          <span className={pageKit.hint}>{t(`agentTeam.simulator.last_${verb}`, { period: periodLabel(last.start, last.end) })}</span>
          <strong className={styles.simAmount} data-testid="simulator-last">
            {money(last.amount)}
          </strong>
        </div>
        {current ? (
          <div>
            <span className={pageKit.hint}>{t('agentTeam.simulator.vsCurrent')}</span>
            <strong className={`${styles.simDiff} ${lastCompared.difference < 0 ? styles.negative : styles.positive}`}>{signed(lastCompared.difference)}</strong>
          </div>
        ) : null}
        <div>
          <span className={pageKit.hint}>{t('agentTeam.simulator.total', { count })}</span>
          <strong className={styles.simTotal}>{money(total)}</strong>
        </div>
      </div>
      {/* The periods table may scroll sideways in the dialog: keyboard users must reach it too (WCAG 2.1.1). */}
      <div className={styles.simTableWrap} role="region" tabIndex={0} aria-label={t('agentTeam.simulator.caption', { count })}>
        <table className={styles.simTable}>
          <caption className="visually-hidden">{t('agentTeam.simulator.caption', { count })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('agentTeam.simulator.period')}</th>
              <th scope="col" className={styles.num}>{t('agentTeam.simulator.validBet')}</th>
              <th scope="col" className={styles.num}>{t('agentTeam.simulator.profitLoss')}</th>
              <th scope="col" className={styles.num}>{t('agentTeam.simulator.paidUnits')}</th>
              <th scope="col" className={styles.num}>{t(`agentTeam.simulator.amount_${verb}`)}</th>
              {current ? <th scope="col" className={styles.num}>{t('agentTeam.simulator.current')}</th> : null}
              {current ? <th scope="col" className={styles.num}>{t('agentTeam.simulator.difference')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {[...rows].reverse().map((row) => {
              const diff = compared.find((item) => item.start === row.start)!;
              return (
                <tr key={row.start}>
                  <th scope="row">{periodLabel(row.start, row.end)}</th>
                  <td className={styles.num}>{money(row.teamValidBet)}</td>
                  <td className={styles.num}>{signed(row.teamProfitLoss)}</td>
                  <td className={styles.num}>
                    {row.paidUnits}/{row.units}
                  </td>
                  <td className={`${styles.num} ${styles.strong}`}>{money(row.amount)}</td>
                  {current ? <td className={styles.num}>{money(diff.current)}</td> : null}
                  {current ? <td className={`${styles.num} ${diff.difference < 0 ? styles.negative : diff.difference > 0 ? styles.positive : ''}`}>{signed(diff.difference)}</td> : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('agentTeam.simulator.totals')}</th>
              <td className={styles.num}>{money(rows.reduce((sum, row) => sum + row.teamValidBet, 0))}</td>
              <td className={styles.num}>{signed(rows.reduce((sum, row) => sum + row.teamProfitLoss, 0))}</td>
              <td className={styles.num}>{rows.reduce((sum, row) => sum + row.paidUnits, 0)}</td>
              <td className={`${styles.num} ${styles.strong}`}>{money(total)}</td>
              {current ? <td className={styles.num}>{money(compared.reduce((sum, row) => sum + row.current, 0))}</td> : null}
              {current ? <td className={styles.num}>{signed(totalDiff)}</td> : null}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={pageKit.mutedXs}>{t('agentTeam.simulator.note')}</p>
    </section>
  );
}
