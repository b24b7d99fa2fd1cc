import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { type CsvColumn, type DataTableColumn, formatCellMoney, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import type { MemberStatement } from '@contracts/agent';
import { agentPageHref } from '@/lib/centrePages';
import { formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useTeamLoss, useTeamLossExport, type TeamLossFilter } from '../api';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { memberUrlField } from '../components/memberUrl';
import { StatTiles } from '../components/StatTiles';
import { useDraft } from '../components/useDraft';
import { parseMember } from '../rules/filters';
import styles from '../components/reports.module.css';

const DEFAULT_PRESET = 'prev7';
const FILTERS = { range: urlField.dateRange(DEFAULT_PRESET), member: memberUrlField, pageNo: urlField.pageNo() };

/**
 * User loss (palStatementsAgentCopy): one profit/loss line per team member
 * for a date range, the team's totals in the table's totals row.
 */
export function UserLoss() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, member, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range, member }, `${formatRangeParam(range)}|${member}`);

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: TeamLossFilter = { startDate: days.from, endDate: days.to, account: member || undefined };
  const query = useTeamLoss(filter, pageNo);
  const page = query.data;
  const totals = page?.summary;
  const money = { symbol, languageTag: kit.languageTag };
  const moneyColumn = (id: keyof NonNullable<typeof totals> & keyof MemberStatement, header: string, signed = false): DataTableColumn<MemberStatement> => ({
    id,
    header,
    align: 'end',
    cell: (row) => <MoneyCell amount={row[id]} signed={signed} {...money} />,
    total: totals ? <MoneyCell amount={totals[id]} signed={signed} {...money} /> : null,
  });

  const columns: DataTableColumn<MemberStatement>[] = [
    {
      id: 'account',
      header: t('agentReports.columns.member'),
      cell: (row) => (
        <span className={styles.game}>
          <Link className={styles.accountLink} to={agentPageHref('personalHistoryCopy', { member: row.account })}>
            {row.account}
          </Link>
          <span className={styles.mono}>{row.nickname}</span>
        </span>
      ),
    },
    { id: 'level', header: t('agentReports.columns.level'), align: 'center', cell: (row) => <span className={styles.level}>{row.level}</span> },
    { id: 'upline', header: t('agentReports.columns.upline'), cell: (row) => <span className={styles.muted}>{row.upline}</span> },
    moneyColumn('depositAmount', t('agentReports.columns.deposits')),
    moneyColumn('withdrawAmount', t('agentReports.columns.withdrawals')),
    {
      id: 'betCount',
      header: t('agentReports.columns.bets'),
      align: 'end',
      cell: (row) => formatNumber(row.betCount, kit.languageTag),
      total: totals ? formatNumber(totals.betCount, kit.languageTag) : null,
    },
    moneyColumn('validBet', t('agentReports.columns.validBet')),
    moneyColumn('profitLoss', t('agentReports.columns.profitLoss'), true),
    moneyColumn('bonusAmount', t('agentReports.columns.bonus')),
    moneyColumn('netProfitLoss', t('agentReports.columns.netProfitLoss'), true),
  ];

  const csvColumns: CsvColumn<MemberStatement>[] = [
    { header: t('agentReports.columns.member'), value: (row) => row.account },
    { header: t('agentReports.columns.nickname'), value: (row) => row.nickname },
    { header: t('agentReports.columns.level'), value: (row) => row.level },
    { header: t('agentReports.columns.upline'), value: (row) => row.upline },
    { header: t('agentReports.columns.deposits'), value: (row) => row.depositAmount },
    { header: t('agentReports.columns.withdrawals'), value: (row) => row.withdrawAmount },
    { header: t('agentReports.columns.bets'), value: (row) => row.betCount },
    { header: t('agentReports.columns.betAmount'), value: (row) => row.betAmount },
    { header: t('agentReports.columns.validBet'), value: (row) => row.validBet },
    { header: t('agentReports.columns.payout'), value: (row) => row.payout },
    { header: t('agentReports.columns.profitLoss'), value: (row) => row.profitLoss },
    { header: t('agentReports.columns.bonus'), value: (row) => row.bonusAmount },
    { header: t('agentReports.columns.netProfitLoss'), value: (row) => row.netProfitLoss },
  ];
  const csv = useCsvExport({
    fetchPage: useTeamLossExport(filter),
    columns: csvColumns,
    filename: `user-loss_${days.from}_${days.to}${member ? `_${member}` : ''}.csv`,
  });

  const apply = () => filters.set({ range: draft.range, member: parseMember(draft.member) ?? '', pageNo: 1 });
  return (
    <div className={pageKit.page4}>
      <ReportFilters
        label={t('agentReports.userLoss.filterLabel')}
        draft={draft}
        onDraftChange={setDraft}
        onApply={apply}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      />
      <StatTiles
        label={t('agentReports.totalsLabel')}
        loading={query.isPending}
        tiles={[
          { label: t('agentReports.columns.deposits'), value: formatCellMoney(totals?.depositAmount ?? 0, money), tone: 'credit' },
          { label: t('agentReports.columns.withdrawals'), value: formatCellMoney(totals?.withdrawAmount ?? 0, money), tone: 'debit' },
          { label: t('agentReports.columns.validBet'), value: formatCellMoney(totals?.validBet ?? 0, money), tone: 'info' },
          {
            label: t('agentReports.userLoss.teamNet'),
            value: formatCellMoney(totals?.netProfitLoss ?? 0, { ...money, signed: true }),
            tone: 'net',
            hint: t('agentReports.userLoss.teamNetHint'),
          },
        ]}
      />
      <ReportTable
        caption={t('agentReports.userLoss.caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => row.account}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.userLoss.empty')}
        showTotals
      />
    </div>
  );
}
