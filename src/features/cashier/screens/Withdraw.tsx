import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button, Field, Icon, MoneyInput, pageKit, parseMoney, Skeleton, useKitLabels } from '@/components';
import { isApiError, type ApiError } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { memberPageHref } from '@/lib/centrePages';
import { showToast } from '@/lib/state/ui';
import { useCurrencySymbol } from '../../system';
import { useWithdraw, useWithdrawInfo, type WithdrawInfo } from '../api';
import { BankAccounts } from '../components/BankAccounts';
import { StatCard } from '../components/StatCard';
import { TurnoverBar } from '../components/TurnoverBar';
import { WithdrawRecords } from '../components/WithdrawRecords';
import { cashierRefusalText } from '../components/refusal';
import { newRequestId } from '../rules/requestId';
import { payoutAfterFee, withdrawProblem, withdrawRefusal } from '../rules/withdraw';
import styles from '../components/cashier.module.css';

/**
 * withdraw: what may be taken out now (balance, turnover held back,
 * withdrawable, limits), the payout accounts, the form with the payment
 * password (the route is encrypted), and the records with their live
 * timelines and SPEC §4 confirmation. Reused by the agent centre, which
 * passes where its members set the payment password.
 */
export function Withdraw({ securityHref = memberPageHref('securityCenter') }: { securityHref?: string }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const query = useWithdrawInfo();
  const info = query.data;
  if (query.isPending) return <Skeleton height={420} />;
  if (!info) {
    return (
      <div className={`${pageKit.panel} ${pageKit.raised}`} role="alert">
        <p>{cashierRefusalText(query.error, t)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>{t('cashier.retry')}</Button>
      </div>
    );
  }
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  return (
    <div className={styles.page}>
      <div className={styles.statRow}>
        <StatCard label={t('cashier.withdraw.balance')} amount={info.balance} symbol={symbol} languageTag={kit.languageTag} tone="plain" />
        <StatCard label={t('cashier.withdraw.withdrawable')} amount={info.available} symbol={symbol} languageTag={kit.languageTag} tone="gold" testId="withdrawable"
          hint={info.lockedByTurnover > 0 ? t('cashier.withdraw.held', { amount: money(info.lockedByTurnover) }) : t('cashier.withdraw.nothingHeld')} />
        <section className={`${styles.stat} ${styles.stat_plain}`} aria-label={t('cashier.withdraw.limits')}>
          <span className={styles.statLabel}>{t('cashier.withdraw.limits')}</span>
          <span className={styles.limitLine}>{t('cashier.withdraw.perWithdrawal', { min: money(info.minAmount), max: money(info.maxAmount) })}</span>
          <span className={styles.limitLine}>{t('cashier.withdraw.countToday', { used: info.usedCountToday, count: info.dailyCountLimit })}</span>
          <span className={styles.limitLine}>{t('cashier.withdraw.amountToday', { used: money(info.usedAmountToday), limit: money(info.dailyAmountLimit) })}</span>
        </section>
      </div>
      <div className={`${pageKit.panel} ${pageKit.raised}`}>
        <TurnoverBar turnover={info.turnover} symbol={symbol} languageTag={kit.languageTag} />
      </div>
      <div className={styles.withdrawLayout}>
        <WithdrawForm info={info} symbol={symbol} securityHref={securityHref} />
        <BankAccounts info={info} />
      </div>
      <WithdrawRecords symbol={symbol} autoReceiveMinutes={info.autoReceiveMinutes} />
    </div>
  );
}

interface WithdrawValues {
  amount: string;
  bankAccountId: string;
  paymentPassword: string;
}

function WithdrawForm({ info, symbol, securityHref }: { info: WithdrawInfo; symbol: string; securityHref: string }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const withdraw = useWithdraw();
  const navigate = useNavigate();
  const [requestId, setRequestId] = useState(newRequestId);
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  const defaultAccount = info.bankAccounts.find((item) => item.isDefault) ?? info.bankAccounts[0];

  const schema = useMemo(() => {
    const messages = {
      required: t('cashier.amount.required'),
      min: t('cashier.amount.min', { amount: money(info.minAmount) }),
      max: t('cashier.amount.max', { amount: money(info.maxAmount) }),
      overBalance: t('cashier.withdraw.overBalance', { amount: money(info.balance) }),
      overWithdrawable: t('cashier.withdraw.overWithdrawable', { amount: money(info.available) }),
      dailyCount: t('cashier.withdraw.dailyCountUsed', { count: info.dailyCountLimit }),
    };
    return z.object({
      amount: z.string().trim().superRefine((text, ctx) => {
        const problem = withdrawProblem(text ? parseMoney(text, kit.languageTag) : null, info);
        if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages[problem] });
      }),
      bankAccountId: z.string().min(1, t('cashier.withdraw.pickAccount')),
      paymentPassword: z.string().trim().min(1, t('cashier.withdraw.passwordRequired')),
    });
    // money reads the same symbol and language tag listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info, t, kit.languageTag, symbol]);
  const form = useForm<WithdrawValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', bankAccountId: defaultAccount ? String(defaultAccount.id) : '', paymentPassword: '' },
  });
  const { errors } = form.formState;
  const amount = parseMoney(form.watch('amount'), kit.languageTag);

  if (!info.hasPaymentPassword) {
    return (
      <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="wd-form-title">
        <h2 id="wd-form-title" className={styles.panelTitle}>{t('cashier.withdraw.formTitle')}</h2>
        <p className={styles.notice}><Icon name="shield" size={18} /> {t('cashier.withdraw.needPassword')}</p>
        <Link className={styles.linkButton} to={securityHref}>{t('cashier.withdraw.setPassword')}</Link>
      </section>
    );
  }

  const submit = form.handleSubmit((values) => {
    const value = parseMoney(values.amount, kit.languageTag) ?? 0;
    const account = info.bankAccounts.find((item) => String(item.id) === values.bankAccountId);
    if (!account) return;
    withdraw.mutate(
      { amount: value, account, paymentPassword: values.paymentPassword, requestId },
      {
        onSuccess: (row) => {
          showToast(t('cashier.withdraw.submitted', { amount: money(row.amount), orderNo: row.orderNo }), 'success', false);
          form.reset({ amount: '', bankAccountId: values.bankAccountId, paymentPassword: '' });
          setRequestId(newRequestId());
        },
        // WIRE.md §4.4: the payment password's refusals belong to its field, or to the security centre.
        onError: (error) => {
          if (!isApiError(error)) return;
          const refusal = withdrawRefusal(error);
          if (refusal.kind === 'paymentPassword') {
            form.setError('paymentPassword', { message: cashierRefusalText(error, t) }, { shouldFocus: true });
          } else if (refusal.kind === 'setPaymentPassword') {
            showToast(t('cashierRefusals.NO_PAYMENT_PASSWORD'), 'warning', false);
            void navigate(securityHref);
          }
        },
      },
    );
  });

  return (
    <form className={`${pageKit.panel} ${pageKit.raised}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="wd-form-title">
      <h2 id="wd-form-title" className={styles.panelTitle}>{t('cashier.withdraw.formTitle')}</h2>
      {info.bankAccounts.length === 0 ? <p className={styles.notice}>{t('cashier.withdraw.addAccountFirst')}</p> : (
        <fieldset className={styles.accountPick}>
          <legend className={styles.fieldLegend}>{t('cashier.withdraw.to')}</legend>
          {info.bankAccounts.map((account) => (
            <label key={account.id} className={styles.accountOption}>
              <input type="radio" value={String(account.id)} {...form.register('bankAccountId')} />
              <span>{account.bankName} {account.accountNo}</span>
              {account.isDefault ? <span className={styles.tagGood}>{t('cashier.accounts.default')}</span> : null}
            </label>
          ))}
          {errors.bankAccountId ? <span className={styles.fieldError}>{errors.bankAccountId.message}</span> : null}
        </fieldset>
      )}
      <div className={styles.amountRow}>
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput {...field} label={t('cashier.amount.label')} currencySymbol={symbol} languageTag={kit.languageTag} min={info.minAmount}
              max={info.maxAmount} labels={kit.money} error={fieldState.error?.message} required />
          )}
        />
        <Button variant="secondary" className={styles.maxButton} disabled={info.available < info.minAmount}
          onClick={() => form.setValue('amount', info.available.toFixed(2), { shouldValidate: true })}>
          {t('cashier.max')}
        </Button>
      </div>
      <Field label={t('cashier.withdraw.paymentPassword')} type="password" autoComplete="off" {...form.register('paymentPassword')}
        error={errors.paymentPassword?.message} required />
      <dl className={styles.summary}>
        <div className={styles.summaryTotal}>
          <dt>{t('cashier.withdraw.youReceive')}</dt>
          <dd>{money(amount ? payoutAfterFee(amount, info.feeRate) : 0)}</dd>
        </div>
      </dl>
      {isApiError(withdraw.error) ? <WithdrawRefusalNote error={withdraw.error} money={money} securityHref={securityHref} /> : null}
      <Button type="submit" size="lg" block loading={withdraw.isPending} disabled={info.bankAccounts.length === 0}>
        {t('cashier.withdraw.submit')}
      </Button>
      <p className={styles.muted}><Icon name="shield" size={14} /> {t('cashier.withdraw.secure')}</p>
    </form>
  );
}

/**
 * A refused withdrawal where the form is, as WIRE.md §4.4 asks per code: the turnover or deposit
 * still missing with its figures, what member information to complete (and where), or the
 * refusal's message. The password's refusals sit under its field instead, and a dialog the
 * pipeline showed, or a silent code, shows nothing here.
 */
function WithdrawRefusalNote({ error, money, securityHref }: { error: ApiError; money: (amount: number) => string; securityHref: string }) {
  const { t, i18n } = useTranslation();
  const refusal = withdrawRefusal(error);
  if (refusal.kind === 'turnover') {
    return <p className={styles.error} role="alert">{t('cashier.withdraw.refusals.turnover', { required: money(refusal.required), actual: money(refusal.actual) })}</p>;
  }
  if (refusal.kind === 'deposit') {
    return <p className={styles.error} role="alert">{t('cashier.withdraw.refusals.deposit', { required: money(refusal.required), actual: money(refusal.actual) })}</p>;
  }
  if (refusal.kind === 'memberInfo') {
    // A code this client has no words for is shown as sent rather than dropped.
    const label = (code: string) => (i18n.exists(`cashier.withdraw.refusals.missing.${code}`) ? t(`cashier.withdraw.refusals.missing.${code}`) : code);
    return (
      <div className={styles.error} role="alert">
        <p>{t('cashier.withdraw.refusals.memberInfo')}</p>
        {refusal.missing.length ? <ul>{refusal.missing.map((code) => <li key={code}>{label(code)}</li>)}</ul> : null}
        <Link className={styles.linkButton} to={securityHref}>{t('cashier.withdraw.refusals.completeInfo')}</Link>
      </div>
    );
  }
  if (refusal.kind === 'message') return <p className={styles.error} role="alert">{cashierRefusalText(error, t)}</p>;
  return null;
}
