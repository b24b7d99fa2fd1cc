import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { RebateClaim } from '@contracts/promotions';
import { Button, DataTable, type DataTableColumn, DateCell, heroPanel, Icon, pageKit, Skeleton, useKitLabels } from '@/components';
import { formatDateTime } from '@/lib/format';
import { showToast } from '@/lib/state/ui';
import { useClaimRebate, useManualRebate, useRebateHistory, useRebateRates } from '../api';
import { useMoney } from '../components/useMoney';
import { claimRefusalText } from '../rules/refusal';
import { ratePercent } from '../rules/rebate';
import styles from './engage.module.css';
import panels from '../components/engagePanels.module.css';

type RebateRow = { gameType: string; validBet: number; rate: number; amount: number };

/**
 * manualRebate (SPEC §2): the rebate earned per game category since the last
 * claim, with each rate, one claim for the whole amount, the member's rate for
 * every product type (N9), and the history of claims. A claim moves the
 * header balance at once.
 */
export function ManualRebate() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const money = useMoney();
  const rebate = useManualRebate();
  const [historyPage, setHistoryPage] = useState(1);
  const history = useRebateHistory(historyPage);
  const claim = useClaimRebate();
  const rates = useRebateRates();
  const data = rebate.data;
  const percent = (rate: number) => ratePercent(rate, kit.languageTag);

  const columns: DataTableColumn<RebateRow>[] = [
    { id: 'gameType', header: t('engageRebate.columns.category'), cell: (row) => t(`nav.${row.gameType}`) },
    { id: 'validBet', header: t('engageRebate.columns.validBet'), align: 'end', cell: (row) => money(row.validBet), total: data ? money(data.totalValidBet) : null },
    { id: 'rate', header: t('engageRebate.columns.rate'), align: 'end', cell: (row) => percent(row.rate) },
    {
      id: 'amount',
      header: t('engageRebate.columns.amount'),
      align: 'end',
      cell: (row) => <strong className={styles.gold}>{money(row.amount)}</strong>,
      total: data ? <strong className={styles.gold}>{money(data.totalAmount)}</strong> : null,
    },
  ];
  const historyColumns: DataTableColumn<RebateClaim>[] = [
    { id: 'claimTime', header: t('engageRebate.history.time'), cell: (row) => <DateCell value={row.claimTime} />, width: '190px' },
    { id: 'since', header: t('engageRebate.history.period'), cell: (row) => t('engageRebate.history.from', { time: formatDateTime(row.since) }) },
    {
      id: 'categories',
      header: t('engageRebate.history.categories'),
      cell: (row) => row.categories.map((item) => t(`nav.${item.gameType}`)).join(', ') || '—',
    },
    { id: 'amount', header: t('engageRebate.history.amount'), align: 'end', cell: (row) => <strong className={styles.gold}>{money(row.amount, true)}</strong> },
  ];

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (value) => {
        setHistoryPage(1);
        showToast(t('engageRebate.claimed', { amount: money(value.amount) }), 'success', false);
      },
    });

  return (
    <div className={panels.page}>
      <section className={`${heroPanel.frame} ${styles.hero}`} aria-labelledby="rebate-available">
        <span className={heroPanel.medallion} aria-hidden="true">
          <Icon name="refresh" size={30} />
        </span>
        <div className={pageKit.stack1}>
          <p className={panels.eyebrow} id="rebate-available">
            {t('engageRebate.available')}
          </p>
          {data ? (
            <p className={styles.bigAmount} data-testid="rebate-total">
              {money(data.totalAmount)}
            </p>
          ) : (
            <Skeleton width={180} height={40} />
          )}
          {data ? (
            <p className={pageKit.muted}>
              {t('engageRebate.since', { time: formatDateTime(data.since) })}
              {data.lastClaim ? ` · ${t('engageRebate.lastClaim', { amount: money(data.lastClaim.amount), time: formatDateTime(data.lastClaim.time) })}` : ''}
            </p>
          ) : null}
        </div>
        <div className={styles.heroAction}>
          <Button size="lg" icon={<Icon name="wallet" size={18} />} loading={claim.isPending} disabled={!data?.claimable} onClick={onClaim}>
            {t('engageRebate.claimAll')}
          </Button>
          {data && !data.claimable ? <p className={pageKit.mutedXs}>{t('engageRebate.minimum', { amount: money(data.minClaimAmount) })}</p> : null}
        </div>
      </section>
      {claim.error ? (
        <p className={pageKit.errorNote} role="alert">
          {claimRefusalText(claim.error, t)}
        </p>
      ) : null}

      <DataTable
        caption={t('engageRebate.tableCaption')}
        columns={columns}
        rows={data?.categories}
        rowKey={(row) => row.gameType}
        status={rebate.isPending ? 'loading' : rebate.isError && !data ? 'error' : 'success'}
        labels={kit.table({ empty: t('engageRebate.empty'), emptyHint: t('engageRebate.emptyHint') })}
        onRetry={() => void rebate.refetch()}
        showTotals={Boolean(data?.categories.length)}
      />

      {rates.data?.length ? (
        <section className={panels.section} aria-labelledby="rebate-rates">
          <h2 id="rebate-rates" className={panels.sectionTitle}>
            {t('engageRebate.ratesTitle')}
          </h2>
          <ul className={panels.rows} data-testid="rebate-rates">
            {rates.data.map((entry) => (
              <li key={entry.productType} className={panels.row}>
                <span>{t(`nav.${entry.productType}`, { defaultValue: entry.productType })}</span>
                <strong className={styles.gold}>{percent(entry.rate)}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DataTable
        caption={t('engageRebate.history.caption')}
        columns={historyColumns}
        rows={history.data?.rows}
        rowKey={(row) => row.id}
        status={history.isPending ? 'loading' : history.isError && !history.data ? 'error' : 'success'}
        refreshing={history.isPlaceholderData}
        labels={kit.table({ empty: t('engageRebate.history.empty') })}
        onRetry={() => void history.refetch()}
        paging={history.data ? { page: historyPage, totalPages: history.data.totalPages, totalCount: history.data.totalCount, onPageChange: setHistoryPage } : undefined}
      />
    </div>
  );
}
