import { useTranslation } from '@/lib/useTranslation';
import { type CsvColumn, type DataTableColumn, DateCell, FilterSelect, formatRangeParam, MoneyCell, pageKit, presetRange, resolveRange, StatusChip, urlField, useCsvExport, useKitLabels, useUrlFilters } from '@/components';
import { LEDGER_KINDS } from '@contracts/shared/constants';
import type { LedgerEntry } from '@contracts/shared/entities';
import { formatDateTime } from '@/lib/format';
import { useCurrencySymbol } from '@/features/system';
import { useDownlineLedger, useDownlineLedgerExport, type DownlineLedgerFilter, type LedgerKind } from '../api';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable } from '../components/ReportTable';
import { memberUrlField } from '../components/memberUrl';
import { useDraft } from '../components/useDraft';
import { LEDGER_KIND_TONE, parseMember } from '../rules/filters';
import styles from '../components/reports.module.css';

const DEFAULT_PRESET = 'prev7';
const KIND_FILTERS = ['', ...LEDGER_KINDS] as const;
const FILTERS = {
  range: urlField.dateRange(DEFAULT_PRESET),
  member: memberUrlField,
  kind: urlField.oneOf<(typeof KIND_FILTERS)[number]>(KIND_FILTERS, ''),
  pageNo: urlField.pageNo(),
};

/**
 * Downline transaction details (agentDownlineTransactionDetailsCopy): the
 * ledger rows of the team, or of the one member `member` names in the URL.
 */
export function DownlineTransactions() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const { range, member, kind, pageNo } = filters.values;
  const [draft, setDraft] = useDraft({ range, member, kind }, `${formatRangeParam(range)}|${member}|${kind}`);

  const days = resolveRange(range) ?? presetRange(DEFAULT_PRESET);
  const filter: DownlineLedgerFilter = { startDate: days.from, endDate: days.to, account: member || undefined, kind: (kind || undefined) as LedgerKind | undefined };
  const query = useDownlineLedger(filter, pageNo);
  const page = query.data;
  const money = { symbol, languageTag: kit.languageTag };
  const kindLabel = (value: LedgerKind) => t(`agentReports.kinds.${value}`);

  const columns: DataTableColumn<LedgerEntry>[] = [
    { id: 'createTime', header: t('agentReports.columns.time'), cell: (row) => <DateCell value={row.createTime} />, width: '170px' },
    { id: 'account', header: t('agentReports.columns.member'), cell: (row) => <span className={styles.account}>{row.account}</span> },
    { id: 'kind', header: t('agentReports.columns.kind'), cell: (row) => <StatusChip tone={LEDGER_KIND_TONE[row.kind]}>{kindLabel(row.kind)}</StatusChip> },
    { id: 'reference', header: t('agentReports.columns.reference'), cell: (row) => <span className={styles.mono}>{row.reference}</span> },
    { id: 'amount', header: t('agentReports.columns.amount'), align: 'end', cell: (row) => <MoneyCell amount={row.amount} signed {...money} /> },
    { id: 'balanceAfter', header: t('agentReports.columns.balanceAfter'), align: 'end', cell: (row) => <MoneyCell amount={row.balanceAfter} {...money} /> },
    { id: 'remark', header: t('agentReports.columns.remark'), cell: (row) => <span className={styles.muted}>{row.remark || '—'}</span> },
  ];
  const csvColumns: CsvColumn<LedgerEntry>[] = [
    { header: t('agentReports.columns.time'), value: (row) => formatDateTime(row.createTime) },
    { header: t('agentReports.columns.member'), value: (row) => row.account },
    { header: t('agentReports.columns.kind'), value: (row) => kindLabel(row.kind) },
    { header: t('agentReports.columns.reference'), value: (row) => row.reference },
    { header: t('agentReports.columns.amount'), value: (row) => row.amount },
    { header: t('agentReports.columns.balanceAfter'), value: (row) => row.balanceAfter },
    { header: t('agentReports.columns.remark'), value: (row) => row.remark },
  ];
  const csv = useCsvExport({
    fetchPage: useDownlineLedgerExport(filter),
    columns: csvColumns,
    filename: `downline-transactions_${days.from}_${days.to}${member ? `_${member}` : ''}.csv`,
  });

  const apply = () => filters.set({ range: draft.range, member: parseMember(draft.member) ?? '', kind: draft.kind, pageNo: 1 });
  return (
    <div className={pageKit.page4}>
      <ReportFilters
        label={t('agentReports.ledger.filterLabel')}
        draft={draft}
        onDraftChange={setDraft}
        onApply={apply}
        onReset={filters.reset}
        csv={csv}
        rows={page?.totalCount}
      >
        <FilterSelect
          label={t('agentReports.kindFilter')}
          value={draft.kind}
          options={KIND_FILTERS.map((value) => ({ value, label: value ? kindLabel(value) : t('agentReports.allKinds') }))}
          onChange={(next) => setDraft({ kind: next })}
        />
      </ReportFilters>
      {member ? <p className={styles.memberScope}>{t('agentReports.scopedTo', { member })}</p> : null}
      <ReportTable
        caption={t('agentReports.ledger.caption', { from: days.from, to: days.to })}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        pageNo={pageNo}
        onPageChange={(next) => filters.set({ pageNo: next })}
        empty={t('agentReports.ledger.empty')}
      />
    </div>
  );
}
