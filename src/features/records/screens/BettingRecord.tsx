import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { type CsvColumn, DataTable, type DataTableColumn, DateCell, FilterSelect, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { formatDateTime } from '@/lib/format';
import { BET_STATUSES, type BetRecord } from '@contracts/records';
import { GAME_TYPES, type GameType } from '@contracts/shared/constants';
import { useCurrencySymbol } from '../../system';
import { useBetPageFetcher, useBets, type BetFilter } from '../api';
import { BetDetailDialog } from '../components/BetDetailDialog';
import { RecordFilterBar } from '../components/RecordFilterBar';
import { TotalsStrip } from '../components/TotalsStrip';
import { ALL_VENDORS, BET_STATUS_TONE, keepVendor, vendorsFor, type BetStatus } from '../rules/bets';
import { useFilterDraft } from '../components/useFilterDraft';
import styles from './records.module.css';

const DEFAULT_PRESET = 'prev7';
const TYPE_FILTERS = ['', ...GAME_TYPES] as const;
const VENDOR_FILTERS = ['', ...ALL_VENDORS];
const STATUS_FILTERS = ['', ...BET_STATUSES] as const;

const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  gameType: urlField.oneOf<GameType | ''>(TYPE_FILTERS, ''),
  vendor: urlField.oneOf<string>(VENDOR_FILTERS, ''),
  status: urlField.oneOf<BetStatus | ''>(STATUS_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/**
 * personalHistoryCopy, the betting record: the member's bets of a date range,
 * by game type, vendor and status, with the totals of the whole filter, a CSV
 * of every page, and each bet's details a click away. Filters live in the URL.
 */
export function BettingRecord() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, gameType, status, pageNo } = filters.values;
  // A vendor the game type does not offer (a hand-edited link) is no filter at all.
  const vendor = keepVendor(gameType, filters.values.vendor);
  const [draft, setDraft] = useFilterDraft(`${formatRangeParam(range)}|${gameType}|${vendor}|${status}`, { range, gameType, vendor, status });
  const [opened, setOpened] = useState<BetRecord | null>(null);

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: BetFilter = { startDate: days.from, endDate: days.to, gameType: gameType || undefined, vassalage: vendor || undefined, status: status || undefined };
  const query = useBets(filter, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const typeLabel = (value: GameType) => t(`nav.${value}`);
  const statusLabel = (value: BetStatus) => t(`records.bets.statuses.${value}`);

  const columns: DataTableColumn<BetRecord>[] = [
    { id: 'betTime', header: t('records.bets.columns.betTime'), cell: (row) => <span className={styles.stackedDate}><DateCell value={row.betTime} /></span> },
    {
      id: 'game',
      header: t('records.bets.columns.game'),
      cell: (row) => (
        <button type="button" className={styles.rowLink} onClick={() => setOpened(row)}>
          <span className={styles.rowLinkTitle}>{row.gameName}</span>
          <span className={styles.reference}>{row.orderNo}</span>
        </button>
      ),
    },
    { id: 'gameType', header: t('records.bets.columns.gameType'), cell: (row) => <span className={styles.nowrap}>{typeLabel(row.gameType)}</span> },
    { id: 'vendor', header: t('records.bets.columns.vendor'), cell: (row) => <span className={styles.vendor}>{row.vassalage}</span> },
    {
      id: 'betAmount',
      header: t('records.bets.columns.betAmount'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.betAmount} {...money} />,
      total: page ? <MoneyCell amount={page.totals.betAmount} {...money} /> : null,
    },
    {
      id: 'validBet',
      header: t('records.bets.columns.validBet'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.validBet} {...money} />,
      total: page ? <MoneyCell amount={page.totals.validBet} {...money} /> : null,
    },
    {
      id: 'profitLoss',
      header: t('records.bets.columns.profitLoss'),
      align: 'end',
      cell: (row) => <MoneyCell amount={row.profitLoss} signed {...money} />,
      total: page ? <MoneyCell amount={page.totals.profitLoss} signed {...money} /> : null,
    },
    { id: 'status', header: t('records.bets.columns.status'), cell: (row) => <StatusChip tone={BET_STATUS_TONE[row.status]}>{statusLabel(row.status)}</StatusChip> },
  ];

  const csvColumns: CsvColumn<BetRecord>[] = [
    { header: t('records.bets.columns.betTime'), value: (row) => formatDateTime(row.betTime) },
    { header: t('records.bets.columns.orderNo'), value: (row) => row.orderNo },
    { header: t('records.bets.columns.gameType'), value: (row) => typeLabel(row.gameType) },
    { header: t('records.bets.columns.vendor'), value: (row) => row.vassalage },
    { header: t('records.bets.columns.game'), value: (row) => row.gameName },
    { header: t('records.bets.columns.betAmount'), value: (row) => row.betAmount },
    { header: t('records.bets.columns.validBet'), value: (row) => row.validBet },
    { header: t('records.bets.columns.payout'), value: (row) => row.payout },
    { header: t('records.bets.columns.profitLoss'), value: (row) => row.profitLoss },
    { header: t('records.bets.columns.status'), value: (row) => statusLabel(row.status) },
    { header: t('records.bets.columns.settleTime'), value: (row) => (row.settleTime ? formatDateTime(row.settleTime) : '') },
  ];
  const csv = useCsvExport({
    fetchPage: useBetPageFetcher(filter),
    columns: csvColumns,
    filename: `bets_${days.from}_${days.to}${gameType ? `_${gameType}` : ''}${vendor ? `_${vendor}` : ''}${status ? `_${status}` : ''}.csv`,
  });

  const apply = () => filters.set({ ...draft, pageNo: 1 });
  return (
    <div className={pageKit.page4}>
      <RecordFilterBar
        label={t('records.bets.filterLabel')}
        range={draft.range}
        onRangeChange={(next) => setDraft({ range: next })}
        onApply={apply}
        onReset={filters.reset}
        csv={csv}
        exportDisabled={!page || page.totalCount === 0}
        exportedKey="records.bets.exported"
      >
        <div className={styles.selects}>
          <FilterSelect<GameType | ''>
            label={t('records.bets.gameType')}
            value={draft.gameType}
            options={TYPE_FILTERS.map((value) => ({ value, label: value ? typeLabel(value) : t('records.allGameTypes') }))}
            onChange={(next) => setDraft({ gameType: next, vendor: keepVendor(next, draft.vendor) })}
          />
          <FilterSelect<string>
            label={t('records.bets.vendor')}
            value={draft.vendor}
            options={['', ...vendorsFor(draft.gameType)].map((value) => ({ value, label: value || t('records.allVendors') }))}
            onChange={(next) => setDraft({ vendor: next })}
          />
          <FilterSelect<BetStatus | ''>
            label={t('records.bets.status')}
            value={draft.status}
            options={STATUS_FILTERS.map((value) => ({ value, label: value ? statusLabel(value) : t('records.allStatuses') }))}
            onChange={(next) => setDraft({ status: next })}
          />
        </div>
      </RecordFilterBar>
      <TotalsStrip
        loading={query.isPending}
        symbol={symbol}
        languageTag={kit.languageTag}
        tiles={[
          { label: t('records.bets.totals.betAmount'), amount: page?.totals.betAmount ?? 0, tone: 'plain', note: t('records.bets.totals.count', { count: page?.totals.betCount ?? 0 }) },
          { label: t('records.bets.totals.validBet'), amount: page?.totals.validBet ?? 0, tone: 'credit' },
          { label: t('records.bets.totals.profitLoss'), amount: page?.totals.profitLoss ?? 0, tone: 'net' },
        ]}
      />
      <DataTable
        caption={t('records.bets.caption', { from: days.from, to: days.to })}
        columns={columns}
        rows={page?.rows}
        rowKey={(row) => row.id}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('records.bets.empty'), emptyHint: t('records.bets.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
        showTotals
      />
      {opened ? <BetDetailDialog bet={opened} symbol={symbol} languageTag={kit.languageTag} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
