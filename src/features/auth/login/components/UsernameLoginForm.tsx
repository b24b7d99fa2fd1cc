import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Field, pageKit } from '@/components';
import { openModal } from '@/lib/state/ui';
import { createThrottle } from '@/lib/throttle';
import { failureText, useAgentLogin, useCaptcha, useLoggingIn, useUsernameLogin, wantsCaptcha } from '../../api';
import { loginVerifyOffers, type LoginVerifyOffer } from '../../api/ipVerification';
import { FormError } from '../../components/FormError';
import { loginSchema, type LoginForm } from '../../rules/schemas';
import { CAPTCHA_REFRESH_THROTTLE_MS } from '../../rules/throttle';
import { forgetCredentials, recallCredentials } from '../credentialVault';
import { LoginVerification } from './LoginVerification';
import styles from '../../components/auth.module.css';

export interface UsernameLoginFormProps {
  /**
   * The agent door's login (SPEC §2 /agent, ../../agentDoor): after S1, a member type that is not an
   * agent's ends the session (SPEC §6, error_not_agent).
   */
  agent: boolean;
  /** Show the remember-password box (SPEC §2: not on agent pages). */
  remember: boolean;
}

/** The username and password form (SPEC §2, §4 Failed login), with the captcha and the login verification it may ask for. */
export function UsernameLoginForm({ agent, remember: rememberShown }: UsernameLoginFormProps) {
  const { t } = useTranslation();
  const memberLogin = useUsernameLogin();
  const agentLogin = useAgentLogin();
  const login = agent ? agentLogin : memberLogin;
  const loggingIn = useLoggingIn();
  const [captchaOn, setCaptchaOn] = useState(false);
  const captcha = useCaptcha({ enabled: captchaOn });
  const schema = useMemo(() => loginSchema(t, captchaOn), [t, captchaOn]);
  const form = useForm<LoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false },
  });
  const { errors } = form.formState;
  const captchaThrottle = useMemo(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS), []);
  /** SPEC §4: a right password from an unregistered IP; the credentials wait here for the verification (S2) to complete the login. */
  const [challenge, setChallenge] = useState<{ offers: LoginVerifyOffer[]; username: string; password: string } | null>(null);

  useEffect(() => {
    if (!rememberShown) return;
    let live = true;
    void recallCredentials().then((saved) => {
      if (!live || !saved.username) return;
      form.setValue('username', saved.username);
      if (saved.remember) {
        form.setValue('password', saved.password);
        form.setValue('remember', true);
      }
    });
    return () => {
      live = false;
    };
  }, [form, rememberShown]);

  const refreshCaptcha = () => {
    if (captchaThrottle()) void captcha.refetch();
  };

  // SPEC §4 Failed login: a refusal that asks for the captcha turns it on and loads an image (the server spent any old one).
  // WIRE.md §4.4: login_verify_required shows no dialog; the verification opens with exactly the methods its value keys.
  const onFailure = (error: unknown) => {
    const offers = loginVerifyOffers(error);
    if (offers) {
      const { username, password } = form.getValues();
      setChallenge({ offers, username: username.trim(), password: password.trim() });
      return;
    }
    if (!wantsCaptcha(error)) return;
    form.setValue('captcha', '');
    if (captchaOn) refreshCaptcha();
    else {
      captchaThrottle();
      setCaptchaOn(true);
    }
  };

  const onSubmit = form.handleSubmit(({ username, password, captcha: typed, remember }) => {
    const credentials = { username, password, captcha: captchaOn ? typed : undefined };
    if (agent) agentLogin.mutate(credentials, { onError: onFailure });
    else memberLogin.mutate({ ...credentials, remember }, { onError: onFailure });
  });

  if (challenge) {
    return (
      <LoginVerification
        offers={challenge.offers}
        username={challenge.username}
        password={challenge.password}
        agent={agent}
        onBack={() => {
          login.reset();
          setChallenge(null);
        }}
      />
    );
  }

  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.formLabel')}>
      <Field label={t('auth.fields.username')} autoComplete="username" required error={errors.username?.message} {...form.register('username')} />
      <Field label={t('auth.fields.password')} type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
      {captchaOn ? (
        <Field
          label={t('auth.fields.captcha')}
          autoComplete="off"
          inputMode="numeric"
          required
          error={errors.captcha?.message}
          suffix={
            <button type="button" className={styles.captchaButton} onClick={refreshCaptcha} aria-label={t('auth.captcha.refresh')}>
              {captcha.data && !captcha.isError ? <img src={captcha.data} alt={t('auth.captcha.image')} className={styles.captcha} /> : <span>{t('common.loading')}</span>}
            </button>
          }
          {...form.register('captcha')}
        />
      ) : null}
      <div className={styles.row}>
        {!rememberShown ? (
          <span />
        ) : (
          <label className={styles.check}>
            <input
              type="checkbox"
              {...form.register('remember', {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (!event.target.checked) forgetCredentials(form.getValues('username').trim() || null);
                },
              })}
            />
            {t('auth.login.remember')}
          </label>
        )}
        <button type="button" className={styles.linkButton} onClick={() => openModal('forgotPassword')}>
          {t('auth.login.forgot')}
        </button>
      </div>
      <FormError message={failureText(captcha.error ?? login.error, t)} />
      <Button type="submit" block size="lg" loading={loggingIn}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
