import { pageKit } from '@/components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/useTranslation';
import { Link, useLocation } from 'react-router';
import { Button, Field, Modal, Tabs } from '../../components';
import { useJurisdiction, usePermission } from '../system';
import { freePlayOpen } from '@contracts/shared/jurisdictions';
import { closeModal, openModal } from '../../lib/state/ui';
import { cookieStore } from '../../lib/storage';
import { failureText, useAgentLogin, useCaptcha, useFreePlay, useLoggingIn, useSmsLogin, useUsernameLogin, wantsCaptcha } from './api';
import { forgetCredentials, recallCredentials } from './credentialVault';
import { loginSchema, smsLoginSchema, type LoginForm, type SmsLoginForm } from './schemas';
import { MobileCodeFields } from './SmsControls';
import { createThrottle } from '../../lib/throttle';
import { CAPTCHA_REFRESH_THROTTLE_MS } from './throttle';
import { FormError } from './FormError';
import { SocialButtons, SocialConsent } from './SocialLogin';
import type { SocialProvider } from './socialProvider';
import styles from './auth.module.css';
import { loginVerifyOffers, type LoginVerifyOffer } from './api/ipVerification';
import { LoginVerification } from './LoginVerification';

type LoginTab = 'username' | 'sms';
const NOTICE_STEPS = ['one', 'two', 'three', 'four', 'five'] as const;

/** SPEC §2 login modal: username and SMS tabs, notice, remember, forgot, free play, terms, optional social login. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  // SPEC §2: the remember box is hidden on agent pages, wherever the popup opens there.
  const onAgentPage = useLocation().pathname.startsWith('/agent');
  const permission = usePermission();
  const smsEnabled = permission?.login.showVerCodeLogin ?? false;
  const [tab, setTab] = useState<LoginTab>('username');
  const freePlay = useFreePlay();
  const profile = useJurisdiction();
  const loggingIn = useLoggingIn();
  const active: LoginTab = smsEnabled ? tab : 'username';
  const social = permission?.login.socialLogin;
  const socialProviders = social?.enabled ? social.providers : [];
  const [consent, setConsent] = useState<SocialProvider | null>(null);

  return (
    <Modal title={t('modals.login')} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <div className={styles.layout}>
        <section className={styles.formSide}>
          {consent ? (
            <SocialConsent provider={consent} onCancel={() => setConsent(null)} />
          ) : smsEnabled ? (
            <Tabs
              label={t('auth.login.methods')}
              active={active}
              onChange={(key) => {
                freePlay.reset();
                setTab(key);
              }}
              items={[
                { key: 'username', label: t('auth.login.tabUsername') },
                { key: 'sms', label: t('auth.login.tabSms') },
              ]}
            >
              {active === 'sms' ? <SmsLogin /> : <UsernameLogin agent={false} remember={!onAgentPage} />}
            </Tabs>
          ) : (
            <UsernameLogin agent={false} remember={!onAgentPage} />
          )}
          <FormError message={failureText(freePlay.error, t)} />
          {consent ? null : (
            <SocialButtons
              providers={socialProviders}
              onPick={(provider) => {
                freePlay.reset();
                setConsent(provider);
              }}
            />
          )}
          <div className={styles.extras}>
            {permission?.login.hasFreePlay && freePlayOpen(profile) ? (
              <Button variant="secondary" block loading={loggingIn} onClick={() => freePlay.mutate()}>
                {t('auth.login.freePlay')}
              </Button>
            ) : permission?.login.hasFreePlay ? (
              // UKGC (issue 35): no free play before age and identity are verified, which a trial account never is.
              <p className={styles.terms} data-testid="free-play-verified-only">{t('rgJurisdiction.freePlay', { regulator: profile.regulator })}</p>
            ) : null}
            <p className={styles.terms}>
              {t('auth.login.termsLead')}{' '}
              <Link to={{ pathname: '/help', hash: '#term' }} onClick={() => closeModal()} className={styles.link}>
                {t('auth.login.terms')}
              </Link>
            </p>
          </div>
        </section>
        <aside className={styles.notice} aria-labelledby="auth-notice-title">
          <p className={styles.kicker}>{t('auth.notice.kicker')}</p>
          <h3 id="auth-notice-title" className={styles.noticeTitle}>
            {t('auth.notice.title')}
          </h3>
          <ol className={styles.steps}>
            {NOTICE_STEPS.map((step, index) => (
              <li key={step} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`auth.notice.steps.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className={styles.switchLine}>
            {t('auth.login.noAccount')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => openModal('register')}>
              {t('auth.login.toRegister')}
            </button>
          </p>
        </aside>
      </div>
    </Modal>
  );
}

/**
 * The username form on its own. `agent`: the agent door's login (SPEC §2 /agent), which refuses a
 * non-agent (error_not_agent) and has no remember box.
 */
export function UsernameLoginForm({ agent }: { agent: boolean }) {
  return <UsernameLogin agent={agent} remember={!agent} />;
}

interface UsernameLoginProps {
  /** The agent door's login: after S1, a member type that is not an agent's ends the session (SPEC §6). */
  agent: boolean;
  /** Show the remember-password box (SPEC §2: not on agent pages). */
  remember: boolean;
}

function UsernameLogin({ agent, remember: rememberShown }: UsernameLoginProps) {
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

function readSmsCookie(): { mobileNum: string; countryDialingCode: string } | null {
  try {
    const raw = cookieStore.get('loginTypeSms');
    const parsed = raw ? (JSON.parse(raw) as { mobileNum?: unknown; countryDialingCode?: unknown }) : null;
    return parsed && typeof parsed.mobileNum === 'string' && typeof parsed.countryDialingCode === 'string'
      ? { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

function SmsLogin() {
  const { t } = useTranslation();
  const login = useSmsLogin();
  const loggingIn = useLoggingIn();
  const schema = useMemo(() => smsLoginSchema(t), [t]);
  const saved = useMemo(readSmsCookie, []);
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: saved?.countryDialingCode ?? '+63', mobileNum: saved?.mobileNum ?? '', verificationCode: '' },
  });

  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <form className={pageKit.column4} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.smsFormLabel')}>
      <MobileCodeFields form={form} purpose="login" />
      <FormError message={failureText(login.error, t)} />
      <Button type="submit" block size="lg" loading={loggingIn}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
