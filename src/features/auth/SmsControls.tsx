import { forwardRef, useMemo, useState, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../components';
import { ERROR_CODES } from '../../../contracts/shared/errors';
import { callRoute, contract, isApiError, useRouteQuery } from '../../lib/api';
import { errorText } from './afterLogin';
import { isValidMobile } from './schemas';
import { useSmsCountdown } from './smsCountdown';
import { createThrottle } from '../../lib/throttle';
import { SMS_SEND_THROTTLE_MS } from './throttle';
import styles from './auth.module.css';

/** The country dialling code picker (SPEC §2), the Philippines first as the server lists them. */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function CountrySelect(props, ref) {
  const { t } = useTranslation();
  const countries = useRouteQuery(contract.system.countries, undefined, { staleTime: 10 * 60_000 });
  const list = countries.data ?? [{ countryCode: 'PH', countryDialingCode: '+63', name: 'Philippines' }];
  return (
    <select ref={ref} className={styles.dial} aria-label={t('auth.sms.country')} {...props}>
      {list.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode}>
          {country.countryCode} {country.countryDialingCode}
        </option>
      ))}
    </select>
  );
});

interface SendCodeButtonProps {
  countryDialingCode: string;
  mobileNum: string;
  purpose: 'login' | 'reset';
  /** An error to show under the mobile or code field, or null to clear it. */
  onError: (field: 'mobileNum' | 'verificationCode', message: string | null) => void;
  onSent?: () => void;
}

/**
 * SPEC §4 SMS send button: only for a valid number with no countdown running;
 * the countdown is 60 × expiredMinutes seconds less half the round trip; a
 * rate-limit refusal locks it for the server's wait (5 minutes). SMS login
 * and reset skip the slide check (SPEC: "except for SMS login"; the reset
 * flow has none in the contract either).
 */
export function SendCodeButton({ countryDialingCode, mobileNum, purpose, onError, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useMemo(() => createThrottle(SMS_SEND_THROTTLE_MS), []);
  const send = async () => {
    if (!isValidMobile(mobileNum)) {
      onError('mobileNum', t('auth.validation.mobile'));
      return;
    }
    if (!countdown.canSend(true) || sending || !throttle()) return;
    onError('mobileNum', null);
    setSending(true);
    const startedAt = performance.now();
    try {
      const value = await callRoute(contract.verification.smsNoLogin, { body: { countryDialingCode, mobileNum: mobileNum.trim(), purpose } });
      countdown.start(value.expiredMinutes, performance.now() - startedAt);
      onError('verificationCode', null);
      onSent?.();
    } catch (error) {
      if (isApiError(error) && error.code === ERROR_CODES.SMS_TOO_MANY_REQUESTS) {
        const value = error.value as { retryAfterSeconds?: number } | null;
        countdown.lock(typeof value === 'object' && value ? value.retryAfterSeconds : undefined);
      }
      const field = isApiError(error) && (error.code === ERROR_CODES.SMS_INVALID_PHONE || error.code === ERROR_CODES.SMS_MISSING_PHONE) ? 'mobileNum' : 'verificationCode';
      onError(field, errorText(error, t));
    } finally {
      setSending(false);
    }
  };
  const waiting = countdown.remaining > 0;
  return (
    <button type="button" className={styles.sendCode} disabled={waiting || sending} onClick={() => void send()} aria-live="polite">
      {waiting ? t('auth.sms.resendIn', { seconds: countdown.remaining }) : sending ? t('auth.sms.sending') : t('auth.sms.send')}
    </button>
  );
}

/** The form fields every SMS flow shares. */
export interface MobileCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * Mobile number (with the dialling code) and SMS code with its send button:
 * one piece for SMS login and the forgot-password phone flow.
 */
export function MobileCodeFields<T extends MobileCodeValues>({ form: typedForm, purpose }: { form: UseFormReturn<T>; purpose: 'login' | 'reset' }) {
  const { t } = useTranslation();
  // The fields below exist on every form this serves; the cast only drops the form's other fields.
  const form = typedForm as unknown as UseFormReturn<MobileCodeValues>;
  const [sent, setSent] = useState(false);
  const { errors } = form.formState;
  return (
    <>
      <Field
        label={t('auth.fields.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        error={errors.mobileNum?.message}
        prefix={<CountrySelect {...form.register('countryDialingCode')} />}
        {...form.register('mobileNum')}
      />
      <Field
        label={t('auth.fields.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.verificationCode?.message}
        hint={sent ? t('auth.sms.sent') : undefined}
        suffix={
          <SendCodeButton
            countryDialingCode={form.watch('countryDialingCode')}
            mobileNum={form.watch('mobileNum')}
            purpose={purpose}
            onSent={() => setSent(true)}
            onError={(field, message) => (message ? form.setError(field, { message }) : form.clearErrors(field))}
          />
        }
        {...form.register('verificationCode')}
      />
    </>
  );
}
