import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Field, pageKit } from '@/components';
import { showToast } from '@/lib/state/ui';
import { useSmsCountdown } from '../../auth';
import { ERROR_CODES } from '@contracts/shared/errors';
import { isApiError } from '@/lib/api';
import { useChangePaymentPassword, useResetPaymentPassword, useSetPaymentPassword } from '../api';
import { paymentPasswordSchema, type PaymentPasswordForm, type PaymentPasswordMode } from '../rules/security';
import styles from '../screens/account.module.css';
import { fieldMessage, optionalRefusalText, refusedField } from './refusal';
import { SmsCodeButton } from './SmsCodeButton';

const PIN_FIELDS = ['oldPaymentPassword', 'verificationCode', 'newPaymentPassword', 'confirmPaymentPassword'] as const;
type PinField = (typeof PIN_FIELDS)[number];

/**
 * The form field a refusal belongs under: §7.2's `paymentPassword` is the form's new one, and a wrong
 * current payment password (invalid.payment.pw, WIRE.md §4.4 "field error on the payment password")
 * belongs under the current one.
 */
function pinFieldOf(error: unknown): PinField | null {
  if (isApiError(error) && error.errorCode === ERROR_CODES.WRONG_PAYMENT_PASSWORD) return 'oldPaymentPassword';
  const named = refusedField(error);
  const field = named === 'paymentPassword' ? 'newPaymentPassword' : named;
  return field && (PIN_FIELDS as readonly string[]).includes(field) ? (field as PinField) : null;
}

interface PanelProps {
  mode: PaymentPasswordMode;
  /** The bound mobile, masked: where a reset code goes. */
  maskedMobile: string;
  onClose: () => void;
}

/** Set the first payment password, change it with the old one, or reset it with an SMS code to the bound mobile. */
export function PaymentPasswordPanel({ mode, maskedMobile, onClose }: PanelProps) {
  const { t } = useTranslation();
  const set = useSetPaymentPassword();
  const change = useChangePaymentPassword();
  const reset = useResetPaymentPassword();
  const write = mode === 'reset' ? reset : mode === 'change' ? change : set;
  const countdown = useSmsCountdown();
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const schema = useMemo(() => paymentPasswordSchema(t, mode), [t, mode]);
  const form = useForm<PaymentPasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: { oldPaymentPassword: '', verificationCode: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    write.mutate(values, {
      onSuccess: () => {
        showToast(`account.payment.done.${mode}`, 'success');
        onClose();
      },
      onError: (error) => {
        const field = pinFieldOf(error);
        if (field) form.setError(field, { message: fieldMessage(error, t) });
      },
    }),
  );
  const formError = write.error && !pinFieldOf(write.error) ? optionalRefusalText(write.error, t) : null;
  const pin = { type: 'password', inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };

  return (
    <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(`account.payment.form.${mode}`)}>
      <p className={styles.panelTitle}>{t(`account.payment.form.${mode}`)}</p>
      {mode === 'change' ? (
        <Field label={t('account.payment.old')} required error={errors.oldPaymentPassword?.message} {...pin} {...form.register('oldPaymentPassword')} />
      ) : null}
      {mode === 'reset' ? (
        <>
          <p className={pageKit.muted}>{t('account.payment.resetLead', { mobile: maskedMobile })}</p>
          <div className={styles.codeRow}>
            <Field
              label={t('account.sms.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              error={errors.verificationCode?.message ?? sendError ?? undefined}
              hint={sent ? t('account.sms.sentTo', { mobile: maskedMobile }) : undefined}
              {...form.register('verificationCode')}
            />
            <SmsCodeButton
              countdown={countdown}
              body={{ purpose: 'paymentReset' }}
              ready
              onSent={() => {
                setSent(true);
                setSendError(null);
              }}
              onError={(error) => setSendError(optionalRefusalText(error, t))}
            />
          </div>
        </>
      ) : null}
      <Field label={t('account.payment.new')} hint={t('account.payment.rule')} required error={errors.newPaymentPassword?.message} {...pin} {...form.register('newPaymentPassword')} />
      <Field label={t('account.payment.confirm')} required error={errors.confirmPaymentPassword?.message} {...pin} {...form.register('confirmPaymentPassword')} />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <Button variant="ghost" onClick={onClose} disabled={write.isPending}>
          {t('account.common.cancel')}
        </Button>
        <Button type="submit" loading={write.isPending}>
          {t(`account.payment.submit.${mode}`)}
        </Button>
      </div>
    </form>
  );
}
