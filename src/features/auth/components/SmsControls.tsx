import { forwardRef, useMemo, useState, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { UseFormReturn } from 'react-hook-form';
import { Dialog, Field } from '@/components';
import { ERROR_CODES } from '@contracts/shared/errors';
import { isApiError } from '@/lib/api';
import { useCountries } from '../../system';
import { errorText, expiredMinutesOf, isHumanCheckRefusal, isRateLimited, useSendSmsCode, type SmsPurpose } from '../api';
import { isValidMobile } from '../rules/schemas';
import { useSmsCountdown } from './useSmsCountdown';
import { createThrottle } from '@/lib/throttle';
import { SMS_SEND_THROTTLE_MS } from '../rules/throttle';
import type { HumanCheckResult } from '../rules/humanCheck';
import { useHumanCheck } from './useHumanCheck';
import styles from './auth.module.css';

/** The country dialling code picker (SPEC §2), the Philippines first as the server lists them. */
export const CountrySelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function CountrySelect(props, ref) {
  const { t } = useTranslation();
  const countries = useCountries();
  const list = countries?.countries.length ? countries.countries : [{ countryCode: 'PH', countryDialingCode: '+63' }];
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

/**
 * Refusals that belong under a field (SPEC §8's words: the phone's format, the rate limit's "retry
 * after 5 minutes" for either spelling of TOO_MANY_REQUEST(S)); any other failure to send shows the
 * server's words in a warning dialog.
 */
const FIELD_CODES: Record<string, 'mobileNum'> = {
  [ERROR_CODES.SMS_INVALID_PHONE]: 'mobileNum',
  [ERROR_CODES.SMS_MISSING_PHONE]: 'mobileNum',
  [ERROR_CODES.TOO_MANY_REQUESTS]: 'mobileNum',
  [ERROR_CODES.TOO_MANY_REQUEST]: 'mobileNum',
};

interface SendCodeButtonProps {
  countryDialingCode: string;
  mobileNum: string;
  purpose: SmsPurpose;
  /** The slide check to pass before sending (every purpose but SMS login); resolves null when abandoned. */
  humanCheck?: () => Promise<HumanCheckResult | null>;
  /** An error to show under the mobile or code field, or null to clear it. */
  onError: (field: 'mobileNum' | 'verificationCode', message: string | null) => void;
  onSent?: () => void;
}

/**
 * SPEC §4 SMS send button: only for a valid number with no countdown running;
 * the countdown is 60 × expiredMinutes seconds less half the round trip; a
 * rate-limit refusal locks it for the server's wait (5 minutes). The slide
 * check runs first when the caller passes one (SPEC: "except for SMS login").
 * Phone-format and rate-limit refusals show under the mobile field; any other
 * failure to send (SPEC §8 "SMS code failure") shows the server's message in
 * a warning dialog.
 */
export function SendCodeButton({ countryDialingCode, mobileNum, purpose, humanCheck, onError, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useSmsCountdown();
  const sms = useSendSmsCode(purpose);
  const [warning, setWarning] = useState<string | null>(null);
  const throttle = useMemo(() => createThrottle(SMS_SEND_THROTTLE_MS), []);
  /** `retried`: this send is the automatic rerun after the server refused the human check's result. */
  const send = async (retried = false) => {
    if (!isValidMobile(mobileNum)) {
      onError('mobileNum', t('auth.validation.mobile'));
      return;
    }
    if (!countdown.canSend(true) || sms.isPending || (!retried && !throttle())) return;
    onError('mobileNum', null);
    let check: HumanCheckResult | null = null;
    if (humanCheck) {
      try {
        check = await humanCheck();
      } catch (error) {
        // No challenge could be had: say why, as for a failed send.
        setWarning(errorText(error, t));
        return;
      }
      if (!check) return;
    }
    sms.mutate(
      { countryDialingCode, mobileNum: mobileNum.trim(), check },
      {
        onSuccess: (value, _input, sent) => {
          countdown.start(expiredMinutesOf(value), sent ? performance.now() - sent.sentAt : 0);
          onError('verificationCode', null);
          onSent?.();
        },
        onError: (error) => {
          // WIRE.md §4.4: a refused human check runs again and the send is made again, once automatically.
          if (humanCheck && !retried && isHumanCheckRefusal(error)) {
            void send(true);
            return;
          }
          if (isRateLimited(error)) {
            const value = isApiError(error) ? (error.value as { retryAfterSeconds?: unknown } | null) : null;
            const wait = value && typeof value === 'object' && typeof value.retryAfterSeconds === 'number' ? value.retryAfterSeconds : undefined;
            countdown.lock(wait);
          }
          const field = isApiError(error) ? FIELD_CODES[error.errorCode] : undefined;
          if (field) onError(field, errorText(error, t));
          // SPEC §8: the phone-auth (auth/*) codes have words of their own; any other refusal shows the server's message.
          else setWarning(isApiError(error) && error.kind === 'refused' && error.message && !error.errorCode.startsWith('auth/') ? error.message : errorText(error, t));
        },
      },
    );
  };
  const waiting = countdown.remaining > 0;
  return (
    <>
      <button type="button" className={styles.sendCode} disabled={waiting || sms.isPending} onClick={() => void send(false)} aria-live="polite">
        {waiting ? t('auth.sms.resendIn', { seconds: countdown.remaining }) : sms.isPending ? t('auth.sms.sending') : t('auth.sms.send')}
      </button>
      {warning ? (
        <Dialog
          title={t('register.sms.warningTitle')}
          message={warning}
          tone="warning"
          confirmLabel={t('common.ok')}
          closeLabel={t('common.close')}
          onConfirm={() => setWarning(null)}
        />
      ) : null}
    </>
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
  // SPEC §4: the slide check runs before every send except SMS login's.
  const humanCheck = useHumanCheck();
  return (
    <>
      {humanCheck.element}
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
            humanCheck={purpose === 'login' ? undefined : humanCheck.request}
            onSent={() => setSent(true)}
            onError={(field, message) => (message ? form.setError(field, { message }) : form.clearErrors(field))}
          />
        }
        {...form.register('verificationCode')}
      />
    </>
  );
}
