import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { z } from 'zod';
import type { UplineTransfer } from '@contracts/wallet';
import { Button, DateCell, Field, Icon, moneyAmountSchema, MoneyCell, MoneyInput, pageKit, parseMoney, Skeleton, useKitLabels } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCurrencySymbol } from '../../system';
import { useUplineInfo, useUplineTransfer } from '../api';
import { StatCard } from '../components/StatCard';
import { cashierRefusalText } from '../components/refusal';
import { newRequestId } from '../rules/requestId';
import styles from '../components/cashier.module.css';

const REMARK_MAX = 140;

/** transferUpline: only with an upline; amount and payment password, then a receipt. */
export function TransferUpline() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const query = useUplineInfo();
  const [receipt, setReceipt] = useState<UplineTransfer | null>(null);
  const info = query.data;
  if (query.isPending) return <Skeleton height={320} />;
  if (!info) {
    return (
      <div className={`${pageKit.panel} ${pageKit.raised}`} role="alert">
        <p>{cashierRefusalText(query.error, t)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('cashier.retry')}</Button>
      </div>
    );
  }
  if (!info.upline) {
    return (
      <section className={`${pageKit.panel} ${pageKit.raised} ${styles.explain}`} aria-labelledby="no-upline">
        <span className={styles.explainIcon} aria-hidden="true"><Icon name="user" size={28} /></span>
        <h2 id="no-upline" className={styles.panelTitle}>{t('cashier.upline.noneTitle')}</h2>
        <p className={styles.muted}>{t('cashier.upline.noneText')}</p>
        <Link className={styles.linkButton} to={memberPageHref('transferFund')}>{t('cashier.upline.toWallet')}</Link>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  return (
    <div className={styles.page}>
      <div className={styles.statRow}>
        <StatCard label={t('cashier.withdraw.balance')} amount={info.balance} symbol={symbol} languageTag={kit.languageTag} tone="gold" />
        <section className={`${styles.stat} ${styles.stat_plain}`} aria-label={t('cashier.upline.to')}>
          <span className={styles.statLabel}>{t('cashier.upline.to')}</span>
          <span className={styles.statAmount}>{info.uplineNickname ?? info.upline}</span>
          <span className={styles.statHint}>{info.upline}</span>
        </section>
      </div>
      {receipt ? (
        <section className={`${pageKit.panel} ${pageKit.raised} ${styles.receipt}`} aria-labelledby="receipt-title" data-testid="upline-receipt">
          <span className={styles.receiptTick} aria-hidden="true"><Icon name="star" size={26} /></span>
          <h2 id="receipt-title" className={styles.panelTitle}>{t('cashier.upline.receiptTitle')}</h2>
          <dl className={styles.summary}>
            <div><dt>{t('cashier.upline.receiptNo')}</dt><dd className={styles.mono}>{`UP-${receipt.id}`}</dd></div>
            <div><dt>{t('cashier.upline.to')}</dt><dd>{receipt.upline}</dd></div>
            <div><dt>{t('cashier.records.time')}</dt><dd>{formatDateTime(receipt.createTime)}</dd></div>
            {receipt.remark ? <div><dt>{t('cashier.upline.remark')}</dt><dd>{receipt.remark}</dd></div> : null}
            <div><dt>{t('cashier.upline.balanceAfter')}</dt><dd>{money(receipt.balance)}</dd></div>
            <div className={styles.summaryTotal}><dt>{t('cashier.records.amount')}</dt><dd>{money(receipt.amount)}</dd></div>
          </dl>
          <Button variant="secondary" onClick={() => setReceipt(null)}>{t('cashier.upline.another')}</Button>
        </section>
      ) : (
        <UplineForm balance={info.balance} min={info.minAmount} max={info.maxAmount} hasPassword={info.hasPaymentPassword} symbol={symbol} onDone={setReceipt} />
      )}
      <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="upline-recent">
        <h2 id="upline-recent" className={styles.panelTitle}>{t('cashier.upline.recent')}</h2>
        {info.recent.length === 0 ? <p className={styles.empty}>{t('cashier.upline.noRecent')}</p> : (
          <ul className={styles.moveList}>
            {info.recent.map((row) => (
              <li key={row.id} className={styles.moveRow}>
                <span className={`${styles.moveIcon} ${styles.moveOut}`} aria-hidden="true"><Icon name="user" size={16} /></span>
                <span className={styles.moveText}><strong>{row.remark || row.upline}</strong><DateCell value={row.createTime} /></span>
                <span className={styles.moveAmount}><MoneyCell amount={row.amount} symbol={symbol} languageTag={kit.languageTag} /></span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function UplineForm({ balance, min, max, hasPassword, symbol, onDone }: {
  balance: number; min: number; max: number; hasPassword: boolean; symbol: string; onDone: (receipt: UplineTransfer) => void;
}) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const transfer = useUplineTransfer();
  const [requestId] = useState(newRequestId);
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  const upper = Math.min(max, balance);
  const schema = useMemo(
    () =>
      z.object({
        amount: moneyAmountSchema(
          { min, max: upper },
          {
            required: t('cashier.amount.required'),
            invalid: t('cashier.amount.invalid'),
            min: t('cashier.amount.min', { amount: money(min) }),
            max: balance < max ? t('cashier.withdraw.overBalance', { amount: money(balance) }) : t('cashier.amount.max', { amount: money(max) }),
          },
          kit.languageTag,
        ),
        paymentPassword: z.string().trim().min(1, t('cashier.withdraw.passwordRequired')),
        remark: z.string().trim().max(REMARK_MAX, t('cashier.upline.remarkTooLong', { max: REMARK_MAX })),
      }),
    // money reads the symbol and language tag listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [min, max, upper, balance, t, kit.languageTag, symbol],
  );
  const form = useForm<{ amount: string; paymentPassword: string; remark: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', paymentPassword: '', remark: '' },
  });
  const { errors } = form.formState;
  if (!hasPassword) {
    return (
      <section className={`${pageKit.panel} ${pageKit.raised}`}>
        <p className={styles.notice}><Icon name="shield" size={18} /> {t('cashier.withdraw.needPassword')}</p>
        <Link className={styles.linkButton} to={memberPageHref('securityCenter')}>{t('cashier.withdraw.setPassword')}</Link>
      </section>
    );
  }
  const submit = form.handleSubmit((values) => {
    const amount = parseMoney(values.amount, kit.languageTag) ?? 0;
    transfer.mutate(
      { amount, paymentPassword: values.paymentPassword, requestId, ...(values.remark ? { remark: values.remark } : {}) },
      { onSuccess: onDone },
    );
  });
  return (
    <form className={`${pageKit.panel} ${pageKit.raised}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="upline-form">
      <h2 id="upline-form" className={styles.panelTitle}>{t('cashier.upline.formTitle')}</h2>
      <div className={styles.amountRow}>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput {...field} label={t('cashier.amount.label')} currencySymbol={symbol} languageTag={kit.languageTag} min={min} max={max}
              presets={[100, 500, 1_000].filter((value) => value <= upper)} labels={kit.money} error={fieldState.error?.message} required />
          )}
        />
        <Button variant="secondary" className={styles.maxButton} disabled={upper < min}
          onClick={() => form.setValue('amount', upper.toFixed(2), { shouldValidate: true })}>
          {t('cashier.max')}
        </Button>
      </div>
      <Field label={t('cashier.upline.remark')} {...form.register('remark')} maxLength={REMARK_MAX} error={errors.remark?.message} />
      <Field label={t('cashier.withdraw.paymentPassword')} type="password" autoComplete="off" {...form.register('paymentPassword')}
        error={errors.paymentPassword?.message} required />
      {transfer.error ? <p className={styles.error} role="alert">{cashierRefusalText(transfer.error, t)}</p> : null}
      <Button type="submit" size="lg" block loading={transfer.isPending}>{t('cashier.upline.submit')}</Button>
    </form>
  );
}
