import { useTranslation } from '@/lib/useTranslation';
import { type CsvColumn, type DataTableColumn, DateCell, MoneyCell, StatusChip, useKitLabels } from '@/components';
import type { IncomeRecord } from '@contracts/agent';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { reportStyles as styles } from '@/features/agentReports';

/** A period as "start – end" in local time; the same day is not repeated. */
export function formatPeriod(start: string, end: string): string {
  const from = formatDateTime(start);
  const to = formatDateTime(end);
  return from.slice(0, 10) === to.slice(0, 10) ? `${from.slice(0, 16)} – ${to.slice(11, 16)}` : `${from.slice(0, 16)} – ${to.slice(0, 16)}`;
}

/** What a settlement row shows, and its CSV, for every kind of settlement; the pay stands before status and time so it shows without scrolling. */
export function useSettlementColumns(basis: 'loss' | 'validBet', total: number | undefined) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const money = { symbol, languageTag: kit.languageTag };
  const statusLabel = (row: IncomeRecord) => t(`agentReports.incomeStatuses.${row.status}`);
  const columns: DataTableColumn<IncomeRecord>[] = [
    { id: 'period', header: t('agentReports.columns.period'), cell: (row) => <time className={styles.nowrap} dateTime={`${row.periodStart}/${row.periodEnd}`}>{formatPeriod(row.periodStart, row.periodEnd)}</time>, width: '200px' },
    { id: 'teamValidBet', header: t('agentReports.columns.teamValidBet'), align: 'end', cell: (row) => <MoneyCell amount={row.teamValidBet} {...money} /> },
    { id: 'teamProfitLoss', header: t('agentReports.columns.teamProfitLoss'), align: 'end', cell: (row) => <MoneyCell amount={row.teamProfitLoss} signed {...money} /> },
    { id: 'activeMembers', header: t('agentReports.columns.activeMembers'), align: 'end', cell: (row) => formatNumber(row.activeMembers, kit.languageTag) },
    {
      id: 'rate',
      header: t(basis === 'loss' ? 'agentReports.columns.rateOfLoss' : 'agentReports.columns.rateOfValidBet'),
      align: 'end',
      cell: (row) => t('agentReports.percent', { rate: formatNumber(row.rate, kit.languageTag) }),
    },
    {
      id: 'amount',
      header: t('agentReports.columns.pay'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.amount} signed {...money} />,
      total: total === undefined ? null : <MoneyCell amount={total} signed {...money} />,
    },
    { id: 'status', header: t('agentReports.columns.status'), cell: (row) => <StatusChip tone={row.status === 'PAID' ? 'success' : 'neutral'}>{statusLabel(row)}</StatusChip> },
    { id: 'settleTime', header: t('agentReports.columns.settleTime'), cell: (row) => <DateCell value={row.settleTime} />, width: '170px' },
  ];
  const csvColumns: CsvColumn<IncomeRecord>[] = [
    { header: t('agentReports.columns.periodStart'), value: (row) => formatDateTime(row.periodStart) },
    { header: t('agentReports.columns.periodEnd'), value: (row) => formatDateTime(row.periodEnd) },
    { header: t('agentReports.columns.teamValidBet'), value: (row) => row.teamValidBet },
    { header: t('agentReports.columns.teamProfitLoss'), value: (row) => row.teamProfitLoss },
    { header: t('agentReports.columns.activeMembers'), value: (row) => row.activeMembers },
    { header: t('agentReports.columns.rate'), value: (row) => row.rate },
    { header: t('agentReports.columns.status'), value: statusLabel },
    { header: t('agentReports.columns.settleTime'), value: (row) => formatDateTime(row.settleTime) },
    { header: t('agentReports.columns.pay'), value: (row) => row.amount },
  ];
  return { columns, csvColumns, money };
}
