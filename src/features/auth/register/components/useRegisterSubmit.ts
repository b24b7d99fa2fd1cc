import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import type { RegistrationFieldConfig } from '@contracts/shared/entities';
import { ERROR_CODES } from '@contracts/shared/errors';
import { isApiError } from '@/lib/api';
import { showToast } from '@/lib/state/ui';
import { backendPhoneVerifier, errorText, failureText, isAffiliateRefusal, isHumanCheckRefusal, isRegistrationRefusal, useRegistration } from '../../api';
import type { HumanCheckResult } from '../../rules/humanCheck';
import type { PhoneVerifier } from '../firebasePhone';
import { MESSAGE_KEYS } from '../rules/patternMessages';
import { isRegisterField, type RegisterTab, type RegisterValues } from '../rules/registerSchema';

/** Server refusals that belong under one field. */
const FIELD_OF_CODE: Record<string, string> = {
  [ERROR_CODES.USERNAME_TAKEN]: 'username',
  [ERROR_CODES.MOBILE_TAKEN]: 'mobileNum',
  [ERROR_CODES.CAPTCHA_INVALID]: 'captcha',
  [ERROR_CODES.INVALID_AFFILIATE]: 'affiliateCode',
  [ERROR_CODES.SMS_INVALID_PHONE]: 'mobileNum',
  [ERROR_CODES.SMS_MISSING_PHONE]: 'mobileNum',
  [ERROR_CODES.SMS_INVALID_CODE]: 'verificationCode',
  [ERROR_CODES.SMS_MISSING_CODE]: 'verificationCode',
  [ERROR_CODES.SMS_CODE_EXPIRED]: 'verificationCode',
};

/** The field a refusal names: by its code, or the `{ field }` a validation refusal carries. */
function refusedField(error: unknown, shown: ReadonlySet<string>): string | null {
  if (!isApiError(error)) return null;
  const value: unknown = error.value;
  const named = value && typeof value === 'object' && 'field' in value ? String((value as { field: unknown }).field) : null;
  const field = FIELD_OF_CODE[error.errorCode] ?? named;
  return field && shown.has(field) ? field : null;
}

/** The server's words without the "body.field: " prefix validation refusals carry. */
function registrationRefusalText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.kind === 'refused' && error.message && error.errorCode !== ERROR_CODES.VALIDATION) return error.message;
  if (isApiError(error) && error.errorCode === ERROR_CODES.VALIDATION && /^body\.\w+: /.test(error.message)) return error.message.replace(/^body\.\w+: /, '');
  return errorText(error, t);
}

/** What the form shows above its button for a failed registration; field refusals show under their field instead. */
function formErrorOf(error: unknown, shown: ReadonlySet<string>, t: (key: string) => string): string | null {
  if (!error || isAffiliateRefusal(error)) return null;
  if (isRegistrationRefusal(error)) {
    const field = refusedField(error, shown);
    return field && isRegisterField(field) ? null : registrationRefusalText(error, t);
  }
  return failureText(error, t);
}

interface Options {
  tab: RegisterTab;
  fields: readonly RegistrationFieldConfig[];
  urlCode: string | null;
  form: UseFormReturn<RegisterValues>;
  humanCheck: () => Promise<HumanCheckResult | null>;
  /** Called after a refusal: the server spent the captcha. */
  onRefused: () => void;
  verifier?: PhoneVerifier;
}

/**
 * SPEC §4 registration after the form validated, through the registration
 * mutation; this hook puts its refusals where the form shows them.
 */
export function useRegisterSubmit({ tab, fields, urlCode, form, humanCheck, onRefused, verifier = backendPhoneVerifier }: Options) {
  const { t } = useTranslation();
  const shown = new Set(fields.map((field) => field.field));
  const registration = useRegistration({ tab, shown, urlCode, humanCheck, verifier });

  /** `retried`: this is the automatic resubmission after the server refused the human check's result. */
  const submit = (values: RegisterValues, retried: boolean) =>
    registration.mutate(values, {
      onError: (error) => {
        if (isAffiliateRefusal(error)) {
          // SPEC §8 and WIRE.md §6.2 Y13 (silent): any refusal of the affiliate check warns 'invitation code error'.
          showToast('errors.invalidAffiliate', 'warning');
          form.setError('affiliateCode', { message: isApiError(error) && error.kind === 'refused' ? t(MESSAGE_KEYS.affiliate) : errorText(error, t) });
          return;
        }
        if (!isRegistrationRefusal(error)) return;
        // WIRE.md §4.4: a refused human check (an errorCode with geetest, #1066) runs the check again and resubmits, once by
        // itself. The server refused before it read the captcha, so the one typed still stands.
        if (!retried && isHumanCheckRefusal(error)) {
          submit(values, true);
          return;
        }
        onRefused();
        const field = refusedField(error, shown);
        if (field && isRegisterField(field)) form.setError(field, { message: registrationRefusalText(error, t) });
      },
    });

  const run = (values: RegisterValues) => submit(values, false);

  return { run, busy: registration.isPending, formError: formErrorOf(registration.error, shown, t) };
}
