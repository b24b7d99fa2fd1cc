import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { type CsvColumn, type DataTableColumn, DateCell, FilterSelect, formatCellMoney, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { BET_STATUSES, type BetRecord } from '@contracts/records';
import { GAME_TYPES } from '@contracts/shared/constants';
import { agentPageHref } from '@/lib/centrePages';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useTeamBets, useTeamBetsExport, type BetStatus, type GameType, type TeamBetFilter } from '../api';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { memberUrlField } from '../components/memberUrl';
import { StatTiles } from '../components/StatTiles';
import { useDraft } from '../components/useDraft';
import { BET_STATUS_TONE, parseMember } from '../rules/filters';
import styles from '../components/reports.module.css';

const DEFAULT_PRESET = 'prev7';
const GAME_FILTERS = ['', ...GAME_TYPES] as const;
const STATUS_FILTERS = ['', ...BET_STATUSES] as const;

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  member: memberUrlField,
  gameType: urlField.oneOf<(typeof GAME_FILTERS)[number]>(GAME_FILTERS, ''),
  status: urlField.oneOf<(typeof STATUS_FILTERS)[number]>(STATUS_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/**
 * Team betting (personalHistoryCopy in the agent centre): every bet of the
 * team, or of one member (`member` in the URL), by game type and status, over
 * a date range, with the totals of the whole filter and a CSV of every page.
 */
export function TeamBetting() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, member, gameType, status, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range, member, gameType, status }, `${formatRangeParam(range)}|${member}|${gameType}|${status}`);

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: TeamBetFilter = {
    startDate: days.from,
    endDate: days.to,
    account: member || undefined,
    gameType: (gameType || undefined) as GameType | undefined,
    status: (status || undefined) as BetStatus | undefined,
  };
  const query = useTeamBets(filter, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const gameLabel = (value: GameType) => t(`agentReports.gameTypes.${value}`);
  const statusLabel = (value: BetStatus) => t(`agentReports.betStatuses.${value}`);

  const columns: DataTableColumn<BetRecord>[] = [
    { id: 'betTime', header: t('agentReports.columns.betTime'), cell: (row) => <DateCell value={row.betTime} />, width: '170px' },
    {
      id: 'account',
      header: t('agentReports.columns.member'),
      cell: (row) => (
        <Link className={styles.accountLink} to={agentPageHref('agentDownlineTransactionDetailsCopy', { member: row.account })}>
          {row.account}
        </Link>
      ),
    },
    {
      id: 'game',
      header: t('agentReports.columns.game'),
      cell: (row) => (
        <span className={styles.game}>
          <span>{row.gameName}</span>
          <span className={styles.mono}>
            {gameLabel(row.gameType)} · {row.vassalage} · {row.orderNo}
          </span>
        </span>
      ),
    },
    { id: 'betAmount', header: t('agentReports.columns.betAmount'), align: 'end', cell: (row) => <MoneyCell amount={row.betAmount} {...money} />, total: page ? <MoneyCell amount={page.summary.betAmount} {...money} /> : null },
    { id: 'validBet', header: t('agentReports.columns.validBet'), align: 'end', cell: (row) => <MoneyCell amount={row.validBet} {...money} />, total: page ? <MoneyCell amount={page.summary.validBet} {...money} /> : null },
    { id: 'payout', header: t('agentReports.columns.payout'), align: 'end', cell: (row) => <MoneyCell amount={row.payout} {...money} />, total: page ? <MoneyCell amount={page.summary.payout} {...money} /> : null },
    { id: 'profitLoss', header: t('agentReports.columns.profitLoss'), align: 'end', cell: (row) => <MoneyCell amount={row.profitLoss} signed {...money} />, total: page ? <MoneyCell amount={page.summary.profitLoss} signed {...money} /> : null },
    { id: 'status', header: t('agentReports.columns.status'), cell: (row) => <StatusChip tone={BET_STATUS_TONE[row.status]}>{statusLabel(row.status)}</StatusChip> },
  ];

  const csvColumns: CsvColumn<BetRecord>[] = [
    { header: t('agentReports.columns.betTime'), value: (row) => formatDateTime(row.betTime) },
    { header: t('agentReports.columns.member'), value: (row) => row.account },
    { header: t('agentReports.columns.orderNo'), value: (row) => row.orderNo },
    { header: t('agentReports.columns.gameType'), value: (row) => gameLabel(row.gameType) },
    { header: t('agentReports.columns.game'), value: (row) => row.gameName },
    { header: t('agentReports.columns.betAmount'), value: (row) => row.betAmount },
    { header: t('agentReports.columns.validBet'), value: (row) => row.validBet },
    { header: t('agentReports.columns.payout'), value: (row) => row.payout },
    { header: t('agentReports.columns.profitLoss'), value: (row) => row.profitLoss },
    { header: t('agentReports.columns.status'), value: (row) => statusLabel(row.status) },
  ];
  const csv = useCsvExport({
    fetchPage: useTeamBetsExport(filter),
    columns: csvColumns,
    filename: `team-bets_${days.from}_${days.to}${member ? `_${member}` : ''}.csv`,
  });

  const apply = () =>
    filters.set({ range: draft.range, member: parseMember(draft.member) ?? '', gameType: draft.gameType, status: draft.status, pageNo: 1 });
  const summary = page?.summary;
  return (
    <div className={pageKit.page4}>
      <ReportFilters
        label={t('agentReports.teamBets.filterLabel')}
        draft={draft}
        onDraftChange={setDraft}
        onApply={apply}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      >
        <FilterSelect
          label={t('agentReports.gameTypeFilter')}
          value={draft.gameType}
          options={GAME_FILTERS.map((value) => ({ value, label: value ? gameLabel(value) : t('agentReports.allGameTypes') }))}
          onChange={(next) => setDraft({ gameType: next })}
        />
        <FilterSelect
          label={t('agentReports.statusFilter')}
          value={draft.status}
          options={STATUS_FILTERS.map((value) => ({ value, label: value ? statusLabel(value) : t('agentReports.allStatuses') }))}
          onChange={(next) => setDraft({ status: next })}
        />
      </ReportFilters>
      {member ? <p className={styles.memberScope}>{t('agentReports.scopedTo', { member })}</p> : null}
      <StatTiles
        label={t('agentReports.totalsLabel')}
        loading={query.isPending}
        tiles={[
          { label: t('agentReports.teamBets.betCount'), value: formatNumber(summary?.betCount ?? 0, kit.languageTag), tone: 'info' },
          { label: t('agentReports.columns.betAmount'), value: formatCellMoney(summary?.betAmount ?? 0, money) },
          { label: t('agentReports.columns.validBet'), value: formatCellMoney(summary?.validBet ?? 0, money), tone: 'net' },
          { label: t('agentReports.columns.profitLoss'), value: formatCellMoney(summary?.profitLoss ?? 0, { ...money, signed: true }), tone: (summary?.profitLoss ?? 0) < 0 ? 'debit' : 'credit' },
        ]}
      />
      <ReportTable
        caption={t('agentReports.teamBets.caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.teamBets.empty')}
        showTotals
      />
    </div>
  );
}
