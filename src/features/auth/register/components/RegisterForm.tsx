import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useLocation } from 'react-router';
import type { RegistrationFieldConfig } from '@contracts/shared/entities';
import type { ValidationRule } from '@contracts/system';
import { Button, pageKit } from '@/components';
import { useJurisdiction, usePermission } from '@/features/system';
import { declarationBarred, type RegistrationDeclaration } from '@contracts/shared/jurisdictions';
import { BarredDeclaration } from './BarredDeclaration';
import { closeModal } from '@/lib/state/ui';
import { FormError } from '../../components/FormError';
import { useHumanCheck } from '../../components/useHumanCheck';
import { referralCodeOf } from '../rules/affiliate';
import { MESSAGE_KEYS } from '../rules/patternMessages';
import { RegisterField } from './RegisterField';
import { ALL_FIELDS, registerSchema, TAB_FIELDS, visibleFields, type RegisterTab, type RegisterValues } from '../rules/registerSchema';
import { useRegisterSubmit } from './useRegisterSubmit';
import styles from '../register.module.css';
import { KYC_MIN_AGE } from '@contracts/shared/constants';

interface Props {
  tab: RegisterTab;
  configs: readonly RegistrationFieldConfig[];
  rules: readonly ValidationRule[];
}

/**
 * SPEC §5 age agreement: the notes disagree (18 in the general product, 21 in
 * the birthday message and KYC). This site serves the Philippines, where the
 * legal gaming age is 21 and KYC refuses anyone younger, so registration asks
 * for 21: an 18-year-old could sign up but never pass KYC or withdraw.
 */
export const AGREEMENT_AGE = KYC_MIN_AGE;

/** The sign-up form of one tab, its fields and rules from the server. */
export function RegisterForm({ tab, configs, rules }: Props) {
  const { t } = useTranslation();
  const permission = usePermission();
  const location = useLocation();
  const urlCode = useMemo(() => referralCodeOf(location.search), [location.search]);
  const fields = useMemo(() => visibleFields(tab, configs, permission?.whitelabel), [tab, configs, permission?.whitelabel]);
  const schema = useMemo(() => registerSchema({ fields, rules, t, ageCheck: true }), [fields, rules, t]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema) as unknown as Resolver<RegisterValues>,
    defaultValues: {
      ...Object.fromEntries(ALL_FIELDS.map((field) => [field, ''])),
      // The invitation link's code fills the affiliate field when there is one.
      affiliateCode: urlCode ?? '',
      countryDialingCode: '+63',
      terms: true,
      ageConfirmed: false,
    } as RegisterValues,
  });
  const profile = useJurisdiction();
  const [declaration, setDeclaration] = useState<RegistrationDeclaration>('NONE');
  const barred = declarationBarred(profile, declaration);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const humanCheck = useHumanCheck();
  const { run, busy, formError } = useRegisterSubmit({
    tab,
    fields,
    urlCode,
    form,
    humanCheck: humanCheck.request,
    onRefused: () => {
      form.setValue('captcha', '');
      setCaptchaVersion((version) => version + 1);
    },
  });
  const { errors } = form.formState;

  // SPEC §4 step 1: the terms first, then every field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.getValues('terms')) {
      form.setError('terms', { message: t(MESSAGE_KEYS.terms) });
      return;
    }
    // PAGCOR: a barred category stops the form at its declaration (the backend refuses it too).
    if (barred) return;
    const declared = profile.registration.barredCategories.length > 0 ? declaration : undefined;
    void form.handleSubmit((values) => run({ ...values, declaration: declared }))(event);
  };

  const main = fields.filter((field) => TAB_FIELDS[tab].includes(field.field));
  // The captcha gets a full row: its image needs the width.
  const optional = fields.filter((field) => !TAB_FIELDS[tab].includes(field.field) && field.field !== 'captcha');
  const captcha = fields.find((field) => field.field === 'captcha');
  const field = (config: RegistrationFieldConfig) => (
    <RegisterField key={config.field} config={config} form={form} tab={tab} captchaVersion={captchaVersion} humanCheck={humanCheck.request} />
  );

  return (
    <form className={pageKit.column4} onSubmit={onSubmit} noValidate aria-label={tab === 'mobile' ? t('register.formMobile') : t('register.formUsername')}>
      <p className={pageKit.mutedXs}>{t(MESSAGE_KEYS.starred)}</p>
      {main.map(field)}
      {optional.length > 0 ? <div className={styles.grid}>{optional.map(field)}</div> : null}
      {captcha ? field(captcha) : null}
      {profile.registration.barredCategories.length > 0 ? (
        <BarredDeclaration profile={profile} value={declaration} onChange={setDeclaration} barred={barred} />
      ) : null}
      <div className={styles.checks}>
        <label className={styles.check}>
          <input type="checkbox" aria-invalid={errors.terms ? true : undefined} {...form.register('terms')} />
          <span>
            {t('register.termsLead')}{' '}
            <Link to={{ pathname: '/help', hash: '#term' }} onClick={() => closeModal()} className={styles.link}>
              {t('register.terms')}
            </Link>
          </span>
        </label>
        {errors.terms?.message ? (
          <p className={pageKit.fieldError} role="alert">
            {errors.terms.message}
          </p>
        ) : null}
        <label className={styles.check}>
          <input type="checkbox" aria-invalid={errors.ageConfirmed ? true : undefined} {...form.register('ageConfirmed')} />
          <span>{t('register.age', { age: AGREEMENT_AGE })}</span>
        </label>
        {errors.ageConfirmed?.message ? (
          <p className={pageKit.fieldError} role="alert">
            {errors.ageConfirmed.message}
          </p>
        ) : null}
      </div>
      <FormError message={formError} />
      <Button type="submit" block size="lg" loading={busy}>
        {t('register.submit')}
      </Button>
      {humanCheck.element}
    </form>
  );
}
