import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import type { RgLimit } from '@contracts/responsibleGaming';
import { Button, Field, Icon, type IconName, pageKit, StatusChip } from '@/components';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '../../promotions';
import { useSetLimit } from '../api';
import { changeEffect, findLimit, RG_LIMIT_PERIODS, usedPercent } from '../rules/limits';
import type { RgLimitKind, RgLimitPeriod } from '@contracts/shared/responsible-gaming';
import styles from './rg.module.css';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const amountField = z
  .string()
  .trim()
  .refine((value) => value === '' || (AMOUNT.test(value) && Number(value) > 0), 'rgLimits.invalidAmount');
const schema = z.object({ DAILY: amountField, WEEKLY: amountField, MONTHLY: amountField });
type Form = z.infer<typeof schema>;

const KIND_ICON: Record<RgLimitKind, IconName> = { DEPOSIT: 'bank', LOSS: 'alert', WAGER: 'ticket' };
const when = (iso: string) => formatDateTime(iso).slice(0, 16);
const toText = (amount: number | null) => (amount === null ? '' : String(amount));

/** One kind of limit (deposit, loss or wager) for its three periods: what is used, what is pending, and the form to change it. */
export function LimitCard({ kind, limits }: { kind: RgLimitKind; limits: readonly RgLimit[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const save = useSetLimit();
  const [saved, setSaved] = useState<{ now: number; pending: number } | null>(null);
  const rows = RG_LIMIT_PERIODS.map((period) => findLimit(limits, kind, period)).filter((row): row is RgLimit => Boolean(row));
  const values = Object.fromEntries(rows.map((row) => [row.period, toText(row.amount)])) as Form;
  const form = useForm<Form>({ resolver: zodResolver(schema), values });

  const submit = form.handleSubmit(async (next) => {
    const effects = { now: 0, pending: 0 };
    for (const row of rows) {
      const requested = next[row.period] === '' ? null : Number(next[row.period]);
      const effect = changeEffect(row.amount, requested);
      // Asking again for the current value matters only to cancel a pending change.
      if (effect === 'none' && row.pending === null) continue;
      await save.mutateAsync({ body: { kind, period: row.period, amount: requested } });
      if (effect !== 'none') effects[effect] += 1;
    }
    setSaved(effects);
  });

  const error = (period: RgLimitPeriod) => {
    const message = form.formState.errors[period]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <section className={styles.card} aria-labelledby={`rg-limit-${kind}`}>
      <header className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true"><Icon name={KIND_ICON[kind]} size={22} /></span>
        <div>
          <h3 id={`rg-limit-${kind}`} className={styles.cardTitle}>{t(`rgLimits.kinds.${kind}.title`)}</h3>
          <p className={styles.cardLead}>{t(`rgLimits.kinds.${kind}.lead`)}</p>
        </div>
      </header>
      <ul className={pageKit.list3}>
        {rows.map((row) => (
          <li key={row.period} className={styles.period} data-testid={`rg-limit-${kind}-${row.period}`}>
            <div className={styles.periodHead}>
              <span className={styles.periodName}>{t(`rgLimits.periods.${row.period}`)}</span>
              <span className={styles.periodValue}>{row.amount === null ? t('rgLimits.none') : money(row.amount)}</span>
            </div>
            {row.amount !== null ? (
              <>
                <div
                  className={styles.meter}
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={usedPercent(row)}
                  aria-label={t('rgLimits.usedLabel', { period: t(`rgLimits.periods.${row.period}`) })}
                >
                  <span style={{ width: `${usedPercent(row)}%` }} className={usedPercent(row) >= 100 ? styles.meterFull : undefined} />
                </div>
                <p className={styles.periodMeta}>
                  {t('rgLimits.used', { used: money(row.used), limit: money(row.amount) })} · {t('rgLimits.resets', { when: when(row.resetsAt) })}
                </p>
              </>
            ) : null}
            {row.pending ? (
              <p className={styles.pending}>
                <StatusChip tone="warning">{t('rgLimits.pendingChip')}</StatusChip>
                {row.pending.amount === null
                  ? t('rgLimits.pendingRemoval', { when: when(row.pending.effectiveAt) })
                  : t('rgLimits.pendingIncrease', { amount: money(row.pending.amount), when: when(row.pending.effectiveAt) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <form className={styles.limitForm} onSubmit={(event) => void submit(event)} noValidate>
        {RG_LIMIT_PERIODS.map((period) => (
          <Field
            key={period}
            label={t('rgLimits.fieldLabel', { period: t(`rgLimits.periods.${period}`) })}
            inputMode="decimal"
            placeholder={t('rgLimits.placeholder')}
            error={error(period)}
            {...form.register(period)}
          />
        ))}
        <Button type="submit" loading={save.isPending}>{t('rgLimits.save')}</Button>
      </form>
      <p className={styles.formNote} role="status">
        {saved ? t('rgLimits.saved', { now: saved.now, pending: saved.pending }) : t('rgLimits.rule')}
      </p>
      {save.isError ? <p role="alert" className={styles.error}>{save.error.message}</p> : null}
    </section>
  );
}
