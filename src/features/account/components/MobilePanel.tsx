import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import type { MemberInfo } from '@contracts/shared/entities';
import { Button, Field, StatusChip, type ChipTone } from '@/components';
import { showToast } from '@/lib/state/ui';
import { CountrySelect, useSmsCountdown } from '../../auth';
import { useBindMobile } from '../api';
import { maskMobile } from '../rules/profile';
import { mobileSchema, phoneState, type MobileForm, type PhoneState } from '../rules/security';
import styles from '../screens/account.module.css';
import { fieldMessage, optionalRefusalText, refusedField } from './refusal';
import { SmsCodeButton } from './SmsCodeButton';

const STATE_TONE: Record<PhoneState, ChipTone> = { idle: 'neutral', codeSent: 'info', verified: 'success', retry: 'warning' };

/**
 * Binds or verifies the mobile number with SPEC §4's phone verification
 * states: code sent (with the resend countdown), verified, or retry when the
 * code was refused or ran out.
 */
export function MobilePanel({ info, onClose }: { info: MemberInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const bind = useBindMobile();
  const countdown = useSmsCountdown();
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState(false);
  const [verified, setVerified] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const schema = useMemo(() => mobileSchema(t), [t]);
  const form = useForm<MobileForm>({
    resolver: zodResolver(schema),
    // The bound number comes masked (WIRE.md §6.1 S5): the member types the number to bind or verify.
    defaultValues: { countryDialingCode: info.countryDialingCode || '+63', mobileNum: '', verificationCode: '' },
  });
  const { errors } = form.formState;
  const [dial, mobile] = form.watch(['countryDialingCode', 'mobileNum']);
  const state = phoneState({ sent, remaining: countdown.remaining, refused, verified });

  const onSubmit = form.handleSubmit((values) =>
    bind.mutate(values, {
      onSuccess: () => {
        setVerified(true);
        showToast('account.mobile.verifiedToast', 'success');
        onClose();
      },
      onError: (error) => {
        setRefused(true);
        const field = refusedField(error);
        if (field === 'mobileNum' || field === 'verificationCode') form.setError(field, { message: fieldMessage(error, t) });
      },
    }),
  );

  return (
    <form className={styles.panel} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.mobile.formLabel')}>
      <p className={styles.panelTitle}>{t('account.mobile.formLabel')}</p>
      <p className={styles.phoneState} role="status">
        <StatusChip tone={STATE_TONE[state]}>{t(`account.mobile.state.${state}`)}</StatusChip>
        <span>{t(`account.mobile.stateHint.${state}`, { mobile: maskMobile(dial, mobile), seconds: countdown.remaining })}</span>
      </p>
      <Field
        label={t('account.mobile.number')}
        inputMode="tel"
        autoComplete="tel-national"
        required
        error={errors.mobileNum?.message ?? sendError ?? undefined}
        prefix={<CountrySelect {...form.register('countryDialingCode')} />}
        {...form.register('mobileNum', { onChange: () => setSendError(null) })}
      />
      <div className={styles.codeRow}>
        <Field label={t('account.sms.code')} inputMode="numeric" autoComplete="one-time-code" required error={errors.verificationCode?.message} {...form.register('verificationCode', { onChange: () => setRefused(false) })} />
        <SmsCodeButton
          countdown={countdown}
          body={{ purpose: 'bindMobile', countryDialingCode: dial, mobileNum: mobile.trim() }}
          ready={/^\d{7,12}$/.test(mobile.trim())}
          onSent={() => {
            setSent(true);
            setRefused(false);
            setSendError(null);
          }}
          onError={(error) => setSendError(optionalRefusalText(error, t))}
        />
      </div>
      {bind.error && !refusedField(bind.error) ? (
        <p className={styles.formError} role="alert">
          {optionalRefusalText(bind.error, t)}
        </p>
      ) : null}
      <div className={styles.panelActions}>
        <Button variant="ghost" onClick={onClose} disabled={bind.isPending}>
          {t('account.common.cancel')}
        </Button>
        <Button type="submit" loading={bind.isPending} disabled={!sent}>
          {t('account.mobile.submit')}
        </Button>
      </div>
    </form>
  );
}
