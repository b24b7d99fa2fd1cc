import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Withdrawal } from '@contracts/wallet';
import { Button, type ChipTone, DateRangeControl, FilterBar, pageKit, Pagination, presetRange, resolveRange, Skeleton, StatusChip, urlField, useKitLabels, useUrlFilters } from '@/components';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCancelWithdraw, useWithdrawRecords } from '../api';
import { withdrawTimeline, type WithdrawStepKey } from '../rules/timeline';
import { ConfirmReceipt } from './ConfirmReceipt';
import { Timeline } from './Timeline';
import { cashierRefusalText } from './refusal';
import styles from './cashier.module.css';

const STATUS_TONE: Record<Withdrawal['status'], ChipTone> = { PENDING: 'warning', PAID: 'success', REJECTED: 'danger' };
const FILTERS = { wrange: urlField.dateRange('prev30'), wpage: urlField.pageNo() };

/** The withdrawal records, each a card with its live timeline, cancel, SPEC §4 confirmation and auto-receipt. */
export function WithdrawRecords({ symbol, autoReceiveMinutes }: { symbol: string; autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { wrange, wpage } = filters.values;
  const [draft, setDraft] = useState(wrange);
  const days = resolveRange(wrange) ?? presetRange('prev30');
  const query = useWithdrawRecords({ startDate: days.from, endDate: days.to }, wpage);
  const page = query.data;

  return (
    <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="wd-records-title">
      <h2 id="wd-records-title" className={styles.panelTitle}>{t('cashier.withdraw.records')}</h2>
      <FilterBar label={t('cashier.records.filters')} labels={kit.filters} onApply={() => filters.set({ wrange: draft, wpage: 1 })}
        onReset={() => { setDraft({ preset: 'prev30' }); filters.reset(); }} applyDisabled={resolveRange(draft) === null}>
        <DateRangeControl value={draft} onChange={setDraft} labels={kit.dateRange} presets={['today', 'prev7', 'prev30']} />
      </FilterBar>
      {query.isPending ? <Skeleton height={200} /> : !page ? (
        <div role="alert" className={styles.error}>
          {t('cashier.loadFailed')} <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>{t('cashier.retry')}</Button>
        </div>
      ) : page.list.length === 0 ? (
        <p className={styles.empty}>{t('cashier.records.noWithdrawals')}</p>
      ) : (
        <ul className={styles.recordCards} aria-busy={query.isPlaceholderData || undefined}>
          {page.list.map((row) => <WithdrawalCard key={row.id} row={row} symbol={symbol} autoReceiveMinutes={autoReceiveMinutes} />)}
        </ul>
      )}
      {page && page.totalPages > 1 ? (
        <Pagination page={wpage} totalPages={page.totalPages} onChange={(next) => filters.set({ wpage: next })} labels={kit.pagination} />
      ) : null}
    </section>
  );
}

function WithdrawalCard({ row, symbol, autoReceiveMinutes }: { row: Withdrawal; symbol: string; autoReceiveMinutes: number }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const cancel = useCancelWithdraw();
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  const cancellable = row.status === 'PENDING' && !row.reviewTime;
  return (
    <li className={styles.recordCard} data-testid="withdrawal-card">
      <div className={styles.recordHead}>
        <div>
          <strong className={styles.recordAmount}>{money(row.amount)}</strong>
          <span className={styles.muted}> · {row.bankAccount.bankName} {row.bankAccount.accountNo}</span>
          <div className={styles.muted}>{row.orderNo} · {formatDateTime(row.createTime)}</div>
        </div>
        <StatusChip tone={STATUS_TONE[row.status]}>{t(`cashier.withdraw.statuses.${row.status}`)}</StatusChip>
      </div>
      <Timeline<WithdrawStepKey> steps={withdrawTimeline(row)} labelOf={(key) => t(`cashier.withdraw.steps.${key}`)} label={t('cashier.withdraw.progressOf', { orderNo: row.orderNo })} />
      {row.confirmation ? (
        <p className={styles.muted}>
          {t(`cashier.confirm.said.${row.confirmation}`, { amount: money(row.receivedAmount ?? 0) })}
          {row.hasProof ? ` · ${t('cashier.confirm.proofSent')}` : ''}
        </p>
      ) : null}
      {row.autoConfirmed ? <p className={styles.notice}>{t('cashier.confirm.autoReceived', { count: autoReceiveMinutes })}</p> : null}
      {row.status === 'PAID' && row.confirmation === null && row.confirmDeadline ? (
        <p className={styles.notice}>{t('cashier.confirm.deadline', { time: formatDateTime(row.confirmDeadline), count: autoReceiveMinutes })}</p>
      ) : null}
      {row.status === 'REJECTED' ? <p className={styles.muted}>{t('cashier.withdraw.refunded', { remark: row.remark })}</p> : null}
      <ConfirmReceipt row={row} symbol={symbol} />
      {cancellable ? (
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" loading={cancel.isPending} onClick={() => cancel.mutate(row.id)}>{t('cashier.withdraw.cancel')}</Button>
        </div>
      ) : null}
      {cancel.error ? <p className={styles.error} role="alert">{cashierRefusalText(cancel.error, t)}</p> : null}
    </li>
  );
}
