import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationFieldConfig } from '../../../../contracts/shared/entities';
import { ERROR_CODES } from '../../../../contracts/shared/errors';
import { callRoute, contract, isApiError } from '../../../lib/api';
import { usePermission } from '../../system';
import { setLoader, showToast } from '../../../lib/state/ui';
import { completeLogin, errorText } from '../afterLogin';
import type { HumanCheckResult } from '../humanCheck/humanCheck';
import { affiliatePlan } from './affiliate';
import { backendPhoneVerifier, firebaseIdToken, type PhoneVerifier } from './firebasePhone';
import { MESSAGE_KEYS } from './patternMessages';
import { registrationBody } from './payload';
import { isRegisterField, type RegisterTab, type RegisterValues } from './registerSchema';

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
  const field = FIELD_OF_CODE[error.code] ?? named;
  return field && shown.has(field) ? field : null;
}

/** The server's words without the "body.field: " prefix validation refusals carry. */
function refusalText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.kind === 'refused' && error.message && error.code !== ERROR_CODES.VALIDATION) return error.message;
  if (isApiError(error) && error.code === ERROR_CODES.VALIDATION && /^body\.\w+: /.test(error.message)) return error.message.replace(/^body\.\w+: /, '');
  return errorText(error, t);
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
 * SPEC §4 registration after the form validated: verify a typed affiliate
 * code, the slide check, the firebase step when on (its failure stops
 * silently), register, then log in, close the popup and go home.
 */
export function useRegisterSubmit({ tab, fields, urlCode, form, humanCheck, onRefused, verifier = backendPhoneVerifier }: Options) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permission = usePermission();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const shown = new Set(fields.map((field) => field.field));

  const run = async (values: RegisterValues) => {
    setFormError(null);
    setBusy(true);
    try {
      const plan = affiliatePlan(shown.has('affiliateCode'), values.affiliateCode, urlCode);
      if (plan.verify) {
        try {
          await callRoute(contract.member.checkAffiliate, { query: { code: plan.verify, domain: window.location.hostname || 'localhost' } });
        } catch (error) {
          // SPEC §8: a failed affiliate check warns 'invitation code error'.
          showToast('errors.invalidAffiliate', 'warning');
          form.setError('affiliateCode', { message: isApiError(error) && error.code === ERROR_CODES.INVALID_AFFILIATE ? t(MESSAGE_KEYS.affiliate) : errorText(error, t) });
          return;
        }
      }
      const check = await humanCheck();
      if (!check) {
        setFormError(t(MESSAGE_KEYS.verifyFirst));
        return;
      }
      let idToken: string | undefined;
      const firebaseOn = permission?.login.firebase ?? false;
      if (tab === 'mobile' && firebaseOn && shown.has('verificationCode')) {
        const token = await firebaseIdToken(verifier, {
          countryDialingCode: values.countryDialingCode,
          mobileNum: values.mobileNum ?? '',
          verificationCode: values.verificationCode ?? '',
        });
        // SPEC §8: a firebase verification failure aborts registration silently.
        if (!token) return;
        idToken = token;
      }
      const body = registrationBody({ tab, values, affiliate: plan, humanCheck: check, firebaseIdToken: idToken, location: window.location });
      const route = tab === 'mobile' ? contract.member.registerMobile : contract.member.register;
      let value;
      try {
        value = await callRoute(route, { body });
      } catch (error) {
        onRefused();
        const field = refusedField(error, shown);
        if (field && isRegisterField(field)) form.setError(field, { message: refusalText(error, t) });
        else setFormError(refusalText(error, t));
        return;
      }
      setLoader(true);
      await completeLogin({
        value,
        type: tab === 'mobile' && !body.password ? 'sms' : 'username',
        password: body.password,
        username: body.username,
        navigate: (path) => void navigate(path),
      });
      void navigate('/');
    } catch (error) {
      setLoader(false);
      setFormError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, formError };
}
