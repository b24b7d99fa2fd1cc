import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, Field, Icon, pageKit, Skeleton, useKitLabels } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { showToast } from '@/lib/state/ui';
import { useBalanceQuery } from '../../member';
import { useConvert, usePointsBalance, usePointsSummary, usePointsConfig } from '../api';
import { mallErrorText } from '../rules/errorText';
import { convertPreview, convertProblem, maxConvertible, type ConvertLimits, type ConvertProblem } from '../rules/points';
import styles from './panels.module.css';

interface ConvertForm {
  points: string;
  paymentPassword: string;
}

const QUICK_AMOUNTS = [1_000, 5_000, 10_000];

/**
 * Converting points into wallet money: the member's rate, a live preview of
 * the money before confirming, and the payment password (encrypted route).
 * The header balance moves at once through the wallet balance's invalidation.
 */
export function ConvertPoints() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const tag = kit.languageTag;
  // A number of points in words, its noun following the number ("1 point", "100 points").
  const pointsUnit = (points: number) => t('mallPoints.convert.pointsUnit', { count: points, points: formatNumber(points, tag) });
  const balance = usePointsBalance();
  const summary = usePointsSummary();
  const config = usePointsConfig();
  const wallet = useBalanceQuery();
  const convert = useConvert();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const held = balance.data;
  const limits = useMemo<ConvertLimits | null>(
    () =>
      held !== undefined && config.data
        ? { min: config.data.minConvertPoints, step: config.data.convertStep, maxPerDay: config.data.maxConvertPointsPerDay, balance: held }
        : null,
    [held, config.data],
  );

  const schema = useMemo(
    () =>
      z.object({
        points: z
          .string()
          .trim()
          .min(1, t('mallPoints.errors.pointsRequired'))
          .superRefine((raw, context) => {
            if (!limits) return;
            const problem = convertProblem(Number(raw.replace(/[,\s]/g, '')), limits);
            if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: t(`mallPoints.convert.problems.${problem}`, { count: problemCount(problem, limits), min: formatNumber(limits.min, tag), step: formatNumber(limits.step, tag), max: formatNumber(limits.maxPerDay, tag) }) });
          }),
        paymentPassword: z.string().trim().min(1, t('mallPoints.errors.passwordRequired')),
      }),
    [t, limits, tag],
  );
  const form = useForm<ConvertForm>({ resolver: zodResolver(schema), defaultValues: { points: '', paymentPassword: '' } });
  const rawPoints = useWatch({ control: form.control, name: 'points' });
  const points = Number((rawPoints ?? '').replace(/[,\s]/g, '')) || 0;

  if (balance.data === undefined || !summary.data || !config.data || !limits) {
    return balance.isError || summary.isError || config.isError ? <p role="alert">{t('centreKit.table.error')}</p> : <Skeleton height={320} radius={16} />;
  }
  const { pointsPerUnit, currencySymbol } = summary.data;
  const amount = convertPreview(points, pointsPerUnit);
  const previewProblem = points ? convertProblem(points, limits) : null;
  const most = maxConvertible(limits);

  const submit = form.handleSubmit(({ points: raw, paymentPassword }) => {
    const value = Number(raw.replace(/[,\s]/g, ''));
    convert.mutate(
      { points: value, paymentPassword, requestId },
      {
        // N26 answers only success (WIRE.md §6.6): the words come from what was sent, at the rate shown.
        onSuccess: () => {
          showToast(t('mallPoints.convert.done', { count: value, points: formatNumber(value, tag), amount: formatMoney(convertPreview(value, pointsPerUnit), tag, currencySymbol) }), 'success', false);
          form.reset({ points: '', paymentPassword: '' });
          setRequestId(crypto.randomUUID());
        },
      },
    );
  });
  const error = mallErrorText(t, convert.error, tag);

  return (
    <div className={styles.twoColumns}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="convert-title">
        <h2 id="convert-title" className={styles.cardTitle}>
          {t('mallPoints.convert.title')}
        </h2>
        <p className={pageKit.muted}>
          {t('mallPoints.convert.limits', { min: pointsUnit(limits.min), step: pointsUnit(limits.step), max: pointsUnit(limits.maxPerDay) })}
        </p>
        <Field
          label={t('mallPoints.convert.points')}
          inputMode="numeric"
          autoComplete="off"
          required
          error={form.formState.errors.points?.message}
          hint={t('mallPoints.convert.available', { count: balance.data, points: formatNumber(balance.data, tag) })}
          {...form.register('points')}
        />
        <div className={pageKit.wrap2} role="group" aria-label={t('mallPoints.convert.quick')}>
          {QUICK_AMOUNTS.map((value) => (
            <button key={value} type="button" className={styles.quickChip} disabled={value > most} onClick={() => form.setValue('points', String(value), { shouldValidate: true })}>
              {formatNumber(value, tag)}
            </button>
          ))}
          <button type="button" className={styles.quickChip} disabled={most === 0} onClick={() => form.setValue('points', String(most), { shouldValidate: true })}>
            {t('mallPoints.convert.max')}
          </button>
        </div>
        <Field
          label={t('mallPoints.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t('mallPoints.paymentPasswordHint')}
          error={form.formState.errors.paymentPassword?.message}
          {...form.register('paymentPassword')}
        />
        {error ? (
          <p className={styles.refusal} role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" block loading={convert.isPending} icon={<Icon name="refresh" size={18} />}>
          {points && !previewProblem
            ? t('mallPoints.convert.confirmAmount', { count: points, points: formatNumber(points, tag), amount: formatMoney(amount, tag, currencySymbol) })
            : t('mallPoints.convert.confirm')}
        </Button>
      </form>
      <section className={`${styles.card} ${styles.preview}`} aria-labelledby="convert-preview" aria-live="polite">
        <h2 id="convert-preview" className={styles.cardTitle}>
          {t('mallPoints.convert.preview')}
        </h2>
        <p className={styles.rate}>{t('mallPoints.rateValue', { count: pointsPerUnit, points: formatNumber(pointsPerUnit, tag), money: formatMoney(1, tag, currencySymbol) })}</p>
        <div className={styles.exchange}>
          <div>
            <span className={pageKit.eyebrow}>{t('mallPoints.convert.youGive')}</span>
            <span className={styles.exchangePoints}>{formatNumber(points, tag)}</span>
          </div>
          <Icon name="chevronRight" size={28} />
          <div>
            <span className={pageKit.eyebrow}>{t('mallPoints.convert.youGet')}</span>
            <span className={styles.exchangeMoney} data-testid="convert-preview">
              {formatMoney(amount, tag, currencySymbol)}
            </span>
          </div>
        </div>
        <dl className={styles.after}>
          <div>
            <dt>{t('mallPoints.convert.pointsAfter')}</dt>
            <dd>{formatNumber(Math.max(0, balance.data - (previewProblem ? 0 : points)), tag)}</dd>
          </div>
          <div>
            <dt>{t('mallPoints.convert.walletAfter')}</dt>
            <dd>{wallet.data !== undefined ? formatMoney(wallet.data + (previewProblem ? 0 : amount), tag, currencySymbol) : '—'}</dd>
          </div>
        </dl>
        {convert.isSuccess ? (
          <p className={styles.success} role="status">
            {t('mallPoints.convert.done', {
              count: convert.variables.points,
              points: formatNumber(convert.variables.points, tag),
              amount: formatMoney(convertPreview(convert.variables.points, pointsPerUnit), tag, currencySymbol),
            })}
          </p>
        ) : null}
      </section>
    </div>
  );
}

/** The limit a conversion problem names: the count its text's plural follows. */
function problemCount(problem: Exclude<ConvertProblem, null>, limits: ConvertLimits): number {
  if (problem === 'min') return limits.min;
  if (problem === 'step') return limits.step;
  if (problem === 'max') return limits.maxPerDay;
  return limits.balance;
}
