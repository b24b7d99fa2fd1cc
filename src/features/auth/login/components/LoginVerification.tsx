import { Button, Field, pageKit } from '@/components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { failureText } from '../../api';
import { useLoginVerify, type LoginVerifyInput, type LoginVerifyOffer } from '../../api/ipVerification';
import { loginVerifySchema, type LoginVerifyForm, type VerifyMethod } from '../../rules/schemas';
import { MobileCodeFields } from '../../components/SmsControls';
import { FormError } from '../../components/FormError';
import styles from '../../components/auth.module.css';

interface LoginVerificationProps {
  /** The methods the server offered: the keys of the login_verify_required value, in its order. */
  offers: LoginVerifyOffer[];
  username: string;
  password: string;
  /** The agent door's login: a non-agent is refused after the verification too. */
  agent: boolean;
  onBack: () => void;
}

const EMPTY: LoginVerifyForm = { email: '', authCode: '', countryDialingCode: '+63', mobileNum: '', verificationCode: '', payeeName: '' };

/** S2's body for the chosen method: the credentials again and that method's own fields, no others. */
function verifyInput(method: VerifyMethod, form: LoginVerifyForm, credentials: { username: string; password: string }): LoginVerifyInput {
  if (method === 'E') return { ...credentials, method, email: form.email };
  if (method === 'G') return { ...credentials, method, authCode: form.authCode };
  if (method === 'S') return { ...credentials, method, mobileNum: form.mobileNum, verificationCode: form.verificationCode };
  return { ...credentials, method, payeeName: form.payeeName };
}

/**
 * SPEC §4 login from an unregistered IP (WIRE.md §6.1 S2): the server refused a right password with
 * login_verify_required and offered ways to verify, exactly those this shows. The member picks one
 * and answers it: the mailbox of the account (E), an authenticator code (G), the bound number with a
 * code sent to it by S12 (S), or the bank account name (P). The login then completes through the
 * one login sequence.
 */
export function LoginVerification({ offers, username, password, agent, onBack }: LoginVerificationProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerifyMethod>(offers[0]!.method);
  const verify = useLoginVerify({ agent });
  const schema = useMemo(() => loginVerifySchema(t, method), [method, t]);
  const form = useForm<LoginVerifyForm>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const hint = offers.find((offer) => offer.method === method)?.hint ?? null;

  const pick = (next: VerifyMethod) => {
    setMethod(next);
    form.clearErrors();
    verify.reset();
  };

  const onSubmit = form.handleSubmit((values) => verify.mutate(verifyInput(method, values, { username, password })));

  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('account.ipCheck.title')}>
      <h3 className={styles.noticeTitle}>{t('account.ipCheck.title')}</h3>
      <p className={pageKit.muted}>{t('account.ipCheck.lead')}</p>
      <fieldset className={styles.methodSet}>
        <legend className={styles.kicker}>{t('account.ipCheck.methodsLabel')}</legend>
        {offers.map((offer) => (
          <label key={offer.method} className={styles.check}>
            <input type="radio" name="login-verify-method" value={offer.method} checked={method === offer.method} onChange={() => pick(offer.method)} />
            {t(`account.ipCheck.methods.${offer.method}`)}
          </label>
        ))}
      </fieldset>
      {hint ? <p className={styles.terms}>{t('account.ipCheck.hint', { hint })}</p> : null}
      {method === 'E' ? (
        <Field key="E" label={t('account.ipCheck.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
      ) : method === 'G' ? (
        <Field
          key="G"
          label={t('account.ipCheck.google')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          error={errors.authCode?.message}
          {...form.register('authCode')}
        />
      ) : method === 'S' ? (
        // A login: the code goes without the slide check (SPEC §4), by S12 like SMS login's.
        <MobileCodeFields form={form} purpose="login" />
      ) : (
        <Field
          key="P"
          label={t('account.ipCheck.bank')}
          autoComplete="name"
          hint={t('account.ipCheck.bankHint')}
          required
          error={errors.payeeName?.message}
          {...form.register('payeeName')}
        />
      )}
      <FormError message={failureText(verify.error, t)} />
      <Button type="submit" block size="lg" loading={verify.isPending}>
        {t('account.ipCheck.submit')}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('account.ipCheck.back')}
      </button>
    </form>
  );
}
