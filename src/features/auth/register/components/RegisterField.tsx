import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import type { RegistrationFieldConfig } from '@contracts/shared/entities';
import { Field } from '@/components';
import type { HumanCheckResult } from '../../rules/humanCheck';
import { CountrySelect, SendCodeButton } from '../../components/SmsControls';
import { CaptchaImage } from './CaptchaImage';
import { GamingVenueSelect } from './GamingVenueSelect';
import { isRegisterField, type RegisterTab, type RegisterValues } from '../rules/registerSchema';

/** Input details per field; anything not listed is a plain text box. */
const INPUTS: Record<string, { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email' | 'tel' }> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  captcha: { autoComplete: 'off' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'tel' },
};

interface Props {
  config: RegistrationFieldConfig;
  form: UseFormReturn<RegisterValues>;
  tab: RegisterTab;
  captchaVersion: number;
  humanCheck: () => Promise<HumanCheckResult | null>;
}

/** One registration field as the server configured it, with its error under it. */
export function RegisterField({ config, form, tab, captchaVersion, humanCheck }: Props) {
  const { t } = useTranslation();
  const name = config.field;
  if (!isRegisterField(name)) return null;
  const error = form.formState.errors[name]?.message;
  const label = t(`register.fields.${name}`);
  if (name === 'gamingVenue') return <GamingVenueSelect label={label} required={config.required} error={error} {...form.register(name)} />;
  const input = INPUTS[name] ?? {};
  const prefix = name === 'mobileNum' ? <CountrySelect {...form.register('countryDialingCode')} /> : undefined;
  const suffix =
    name === 'captcha' ? (
      <CaptchaImage version={captchaVersion} />
    ) : name === 'verificationCode' && tab === 'mobile' ? (
      <SendCodeButton
        countryDialingCode={form.watch('countryDialingCode')}
        mobileNum={form.watch('mobileNum') ?? ''}
        purpose="register"
        humanCheck={humanCheck}
        onError={(field, message) => (message ? form.setError(field, { message }) : form.clearErrors(field))}
      />
    ) : undefined;
  return (
    <Field
      label={label}
      required={config.required}
      error={error}
      maxLength={config.maxLength > 0 ? config.maxLength + 20 : undefined}
      prefix={prefix}
      suffix={suffix}
      {...input}
      {...form.register(name)}
    />
  );
}
