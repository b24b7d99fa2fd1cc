import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { MallItem } from '@contracts/points';
import { Button, DateCell, Field, Icon, Modal, pageKit, StatusChip } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { languageTag } from '@/lib/languages';
import { useCurrencySymbol } from '../../system';
import { PointsMoneyValue } from '../../responsibleGaming';
import { usePointsBalance, usePointsConfig, usePointsSummary, useRedeem } from '../api';
import { mallErrorText } from '../rules/errorText';
import { REDEEM_STATUS_TONE, maxRedeemQuantity, pointsShortfall, redeemProblem } from '../rules/points';
import styles from './RedeemModal.module.css';

interface RedeemModalProps {
  item: MallItem;
  onClose: () => void;
}

/**
 * Redeeming one catalogue item: the quantity, what it costs in points and
 * cash, the balance after, and the payment password (sent on the encrypted
 * route). Over the balance it says how many points are missing and cannot be
 * confirmed. Success shows the new entry, in PROCESSING: N25 answers only
 * success (WIRE.md §6.6), so the entry is what was sent, and the points left
 * are the balance read again.
 */
export function RedeemModal({ item, onClose }: RedeemModalProps) {
  const { t, i18n } = useTranslation();
  const tag = languageTag(i18n.language);
  const navigate = useNavigate();
  const symbol = useCurrencySymbol();
  const balance = usePointsBalance();
  const config = usePointsConfig();
  const redeem = useRedeem();
  // One id per dialog: a resent confirm redeems once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [quantity, setQuantity] = useState(1);
  const maxQuantity = maxRedeemQuantity(item, config.data?.maxRedeemQuantity ?? 10);
  const known = balance.data !== undefined;
  const points = balance.data ?? 0;
  const pointsPerUnit = usePointsSummary().data?.pointsPerUnit;
  const problem = known ? redeemProblem(item, quantity, points, maxQuantity) : null;
  const missing = pointsShortfall(item.requiredPoints, quantity, points);

  const schema = useMemo(() => z.object({ paymentPassword: z.string().trim().min(1, t('mallPoints.errors.passwordRequired')) }), [t]);
  const form = useForm<{ paymentPassword: string }>({ resolver: zodResolver(schema), defaultValues: { paymentPassword: '' } });
  const submit = form.handleSubmit(({ paymentPassword }) => {
    if (problem) return;
    redeem.mutate({ itemId: item.id, quantity, paymentPassword, requestId });
  });

  // Every redeem starts in PROCESSING (SPEC §3): the back office decides it later.
  const entry = redeem.isSuccess ? { name: item.name, quantity: redeem.variables.quantity, requiredPoints: item.requiredPoints * redeem.variables.quantity, status: 'PROCESSING' as const, time: redeem.submittedAt } : null;
  if (entry) {
    return (
      <Modal
        title={t('mallPoints.redeem.doneTitle')}
        onClose={onClose}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={onClose}>
              {t('mallPoints.redeem.keepShopping')}
            </Button>
            <Button
              onClick={() => {
                onClose();
                void navigate('/pointMall?tab=history');
              }}
            >
              {t('mallPoints.redeem.viewHistory')}
            </Button>
          </>
        }
      >
        <div className={styles.done} role="status">
          <span className={styles.doneMark} aria-hidden="true">
            <Icon name="gift" size={28} />
          </span>
          <p className={styles.doneText}>{t('mallPoints.redeem.doneText', { name: entry.name })}</p>
          <dl className={styles.summary}>
            <div>
              <dt>{t('mallPoints.history.columns.name')}</dt>
              <dd>
                {entry.name} × {entry.quantity}
              </dd>
            </div>
            <div>
              <dt>{t('mallPoints.history.columns.requiredPoints')}</dt>
              <dd>{formatNumber(entry.requiredPoints, tag)}</dd>
            </div>
            <div>
              <dt>{t('mallPoints.history.columns.status')}</dt>
              <dd>
                <StatusChip tone={REDEEM_STATUS_TONE[entry.status]}>{t(`mallPoints.statuses.${entry.status}`)}</StatusChip>
              </dd>
            </div>
            <div>
              <dt>{t('mallPoints.history.columns.time')}</dt>
              <dd>
                <DateCell value={new Date(entry.time).toISOString()} />
              </dd>
            </div>
          </dl>
          <p className={pageKit.muted}>{t('mallPoints.redeem.pointsLeft', { points: formatNumber(points, tag) })}</p>
        </div>
      </Modal>
    );
  }

  const error = mallErrorText(t, redeem.error, tag);
  const formId = `redeem-form-${item.id}`;
  return (
    <Modal
      title={t('mallPoints.redeem.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={redeem.isPending} disabled={problem !== null || !known}>
            {t('mallPoints.redeem.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} className={pageKit.stack4} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.item}>
          <img src={item.imageUrl} alt="" width={96} height={96} />
          <div>
            {item.type ? <p className={styles.itemType}>{t(`mallPoints.types.${item.type}`)}</p> : null}
            <p className={styles.itemName}>{item.name}</p>
            <p className={styles.itemPrice}>
              {t('mallPoints.card.points', { count: item.requiredPoints, points: formatNumber(item.requiredPoints, tag) })}
              {item.requiredAmount > 0 ? ` ${t('mallPoints.card.plusCash', { amount: formatMoney(item.requiredAmount, tag, symbol) })}` : ''}
            </p>
          </div>
        </div>
        <fieldset className={styles.quantity}>
          <legend>{t('mallPoints.redeem.quantity')}</legend>
          <div className={styles.stepper}>
            <button type="button" onClick={() => setQuantity((value) => Math.max(1, value - 1))} disabled={quantity <= 1} aria-label={t('mallPoints.redeem.less')}>
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button type="button" onClick={() => setQuantity((value) => Math.min(maxQuantity, value + 1))} disabled={quantity >= maxQuantity} aria-label={t('mallPoints.redeem.more')}>
              +
            </button>
          </div>
          <span className={pageKit.hint}>{t('mallPoints.redeem.max', { count: maxQuantity })}</span>
        </fieldset>
        <dl className={styles.summary}>
          <div>
            <dt>{t('mallPoints.redeem.totalPoints')}</dt>
            <dd className={styles.gold}>
              {formatNumber(item.requiredPoints * quantity, tag)}
              {/* MGA (issue 35): the real-money value beside the points. */}
              <PointsMoneyValue points={item.requiredPoints * quantity} pointsPerUnit={pointsPerUnit} />
            </dd>
          </div>
          {item.requiredAmount > 0 ? (
            <div>
              <dt>{t('mallPoints.redeem.totalCash')}</dt>
              <dd>{formatMoney(item.requiredAmount * quantity, tag, symbol)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('mallPoints.redeem.yourPoints')}</dt>
            <dd>{known ? formatNumber(points, tag) : '—'}</dd>
          </div>
          <div>
            <dt>{t('mallPoints.redeem.after')}</dt>
            <dd>{known && !missing ? formatNumber(points - item.requiredPoints * quantity, tag) : '—'}</dd>
          </div>
        </dl>
        {problem === 'points' ? (
          <p className={styles.refusal} role="alert">
            {t('mallPoints.redeem.notEnough', { count: missing, points: formatNumber(missing, tag) })}
          </p>
        ) : problem === 'soldOut' ? (
          <p className={styles.refusal} role="alert">
            {t('mallPoints.card.soldOut')}
          </p>
        ) : null}
        <Field
          label={t('mallPoints.paymentPassword')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t('mallPoints.paymentPasswordHint')}
          error={form.formState.errors.paymentPassword?.message}
          disabled={problem !== null}
          {...form.register('paymentPassword')}
        />
        {error ? (
          <p className={styles.refusal} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
