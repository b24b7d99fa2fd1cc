import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/useTranslation';
import { Button, Field } from '../../../components';
import { showToast } from '../../../lib/state/ui';
import { useSmsCountdown } from '../../auth';
import { useResetPaymentPassword, useSetPaymentPassword } from '../api';
import { paymentPasswordSchema, type PaymentPasswordForm, type PaymentPasswordMode } from '../rules/security';
import styles from '../screens/account.module.css';
import { fieldMessage, refusalText, refusedField } from './refusal';
import { SmsCodeButton } from './SmsCodeButton';

const PIN_FIELDS = ['oldPaymentPassword', 'verificationCode', 'newPaymentPassword', 'confirmPaymentPassword'] as const;

interface PanelProps {
  mode: PaymentPasswordMode;
  /** The bound mobile, masked: where a reset code goes. */
  maskedMobile: string;
  onClose: () => void;
}

/** Set the first payment password, change it with the old one, or reset it with an SMS code to the bound mobile. */
export function PaymentPasswordPanel({ mode, maskedMobile, onClose }: PanelProps) {
  const { t } = useTranslation();
  const setOrChange = useSetPaymentPassword();
  const reset = useResetPaymentPassword();
  const write = mode === 'reset' ? reset : setOrChange;
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
        const field = refusedField(error);
        if (field && (PIN_FIELDS as readonly string[]).includes(field)) form.setError(field as (typeof PIN_FIELDS)[number], { message: fieldMessage(error, t) });
      },
    }),
  );
  const formError = write.error && !refusedField(write.error) ? refusalText(write.error, t) : null;
  const pin = { type: 'password', inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off' };

  return (
    <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(`account.payment.form.${mode}`)}>
      <p className={styles.panelTitle}>{t(`account.payment.form.${mode}`)}</p>
      {mode === 'change' ? (
        <Field label={t('account.payment.old')} required error={errors.oldPaymentPassword?.message} {...pin} {...form.register('oldPaymentPassword')} />
      ) : null}
      {mode === 'reset' ? (
        <>
          <p className={styles.cardLead}>{t('account.payment.resetLead', { mobile: maskedMobile })}</p>
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
              onError={(error) => setSendError(refusalText(error, t))}
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
