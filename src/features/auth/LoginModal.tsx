import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Field, Modal, Tabs } from '../../components';
import { callRoute, contract } from '../../lib/api';
import { clearSession } from '../../lib/state/session';
import { readLoginState } from '../session';
import { usePermission } from '../system';
import { closeModal, openModal, setLoader } from '../../lib/state/ui';
import { cookieStore } from '../../lib/storage';
import { completeLogin, errorText, wantsCaptcha } from './afterLogin';
import { forgetCredentials, recallCredentials, rememberCredentials } from './credentialVault';
import { loginSchema, smsLoginSchema, type LoginForm, type SmsLoginForm } from './schemas';
import { MobileCodeFields } from './SmsControls';
import { createThrottle } from '../../lib/throttle';
import { CAPTCHA_REFRESH_THROTTLE_MS } from './throttle';
import { FormError } from './FormError';
import { SocialButtons, SocialConsent } from './SocialLogin';
import type { SocialProvider } from './socialProvider';
import styles from './auth.module.css';

type LoginTab = 'username' | 'sms';
const NOTICE_STEPS = ['one', 'two', 'three', 'four', 'five'] as const;

/** SPEC §2 login modal: username and SMS tabs, notice, remember, forgot, free play, terms, optional social login. */
export function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permission = usePermission();
  const smsEnabled = permission?.login.showVerCodeLogin ?? false;
  const [tab, setTab] = useState<LoginTab>('username');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const active: LoginTab = smsEnabled ? tab : 'username';
  const social = permission?.login.socialLogin;
  const socialProviders = social?.enabled ? social.providers : [];
  const [consent, setConsent] = useState<SocialProvider | null>(null);

  const freePlay = async () => {
    setBusy(true);
    setLoader(true);
    setFormError(null);
    try {
      const value = await callRoute(contract.session.freePlay, {
        body: { os: navigator.platform || 'web', platform: 'WEB', encryption: true, gatewayVersion: '1' },
      });
      // SPEC §4 free play: a stored cpw (remembered password) is cleared.
      forgetCredentials();
      await completeLogin({ value, type: 'freeplay', navigate: (path) => void navigate(path) });
      void navigate('/');
    } catch (error) {
      setLoader(false);
      setFormError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

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
                setFormError(null);
                setTab(key);
              }}
              items={[
                { key: 'username', label: t('auth.login.tabUsername') },
                { key: 'sms', label: t('auth.login.tabSms') },
              ]}
            >
              {active === 'sms' ? <SmsLogin busy={busy} setBusy={setBusy} /> : <UsernameLogin busy={busy} setBusy={setBusy} />}
            </Tabs>
          ) : (
            <UsernameLogin busy={busy} setBusy={setBusy} />
          )}
          <FormError message={formError} />
          {consent ? null : (
            <SocialButtons
              providers={socialProviders}
              onPick={(provider) => {
                setFormError(null);
                setConsent(provider);
              }}
            />
          )}
          <div className={styles.extras}>
            {permission?.login.hasFreePlay ? (
              <Button variant="secondary" block loading={busy} onClick={() => void freePlay()}>
                {t('auth.login.freePlay')}
              </Button>
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

/** The username form on its own, for the agent door (SPEC §2 /agent): no remember box there. */
export function UsernameLoginForm() {
  const [busy, setBusy] = useState(false);
  return <UsernameLogin busy={busy} setBusy={setBusy} />;
}

interface FormProps {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function UsernameLogin({ busy, setBusy }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const onAgentPage = location.pathname.startsWith('/agent');
  const [captchaOn, setCaptchaOn] = useState(false);
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => loginSchema(t, captchaOn), [t, captchaOn]);
  const form = useForm<LoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '', captcha: '', remember: false },
  });
  const { errors } = form.formState;
  const captchaThrottle = useMemo(() => createThrottle(CAPTCHA_REFRESH_THROTTLE_MS), []);

  useEffect(() => {
    if (onAgentPage) return;
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
  }, [form, onAgentPage]);

  const loadCaptcha = async () => {
    if (!captchaThrottle()) return;
    try {
      setCaptchaImage(await callRoute(contract.verification.captcha));
    } catch (error) {
      setServerError(errorText(error, t));
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    setLoader(true);
    setServerError(null);
    try {
      const captcha = captchaOn ? values.captcha : undefined;
      // The agent door logs in through the agent route, which refuses non-agents (error_not_agent).
      const value = onAgentPage
        ? await callRoute(contract.session.agentLogin, { body: { username: values.username, password: values.password, captcha } })
        : await callRoute(contract.session.login, { body: { username: values.username, password: values.password, captcha, type: 'username' } });
      if (!onAgentPage) {
        if (values.remember) await rememberCredentials(values.username, values.password);
        else forgetCredentials(values.username);
      }
      const outcome = await completeLogin({ value, type: 'username', password: values.password, username: values.username, navigate: (path) => void navigate(path) });
      if (onAgentPage && outcome === 'loggedIn' && !readLoginState(queryClient).isAgent) {
        // The server refuses non-agents; should one get through, it must not stay signed in here.
        clearSession();
        setServerError(t('errors.notAgent'));
      }
    } catch (error) {
      setLoader(false);
      setServerError(errorText(error, t));
      if (wantsCaptcha(error)) {
        setCaptchaOn(true);
        form.setValue('captcha', '');
        void loadCaptcha();
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.formLabel')}>
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
            <button type="button" className={styles.captchaButton} onClick={() => void loadCaptcha()} aria-label={captchaImage ? t('auth.captcha.refresh') : undefined}>
              {captchaImage ? <img src={captchaImage} alt={t('auth.captcha.image')} className={styles.captcha} /> : <span>{t('common.loading')}</span>}
            </button>
          }
          {...form.register('captcha')}
        />
      ) : null}
      <div className={styles.row}>
        {onAgentPage ? (
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
      <FormError message={serverError} />
      <Button type="submit" block size="lg" loading={busy}>
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

function SmsLogin({ busy, setBusy }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => smsLoginSchema(t), [t]);
  const saved = useMemo(readSmsCookie, []);
  const form = useForm<SmsLoginForm>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: saved?.countryDialingCode ?? '+63', mobileNum: saved?.mobileNum ?? '', verificationCode: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setBusy(true);
    setLoader(true);
    setServerError(null);
    try {
      const value = await callRoute(contract.session.login, {
        body: { username: values.mobileNum, type: 'sms', mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode, verificationCode: values.verificationCode },
      });
      // SPEC §3 keeps the number for next time only while "remember" is on: a mobile number is personal data.
      if (cookieStore.get('loginRemember') === '1') {
        cookieStore.set('loginTypeSms', JSON.stringify({ mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode }));
      } else {
        cookieStore.remove('loginTypeSms');
      }
      await completeLogin({ value, type: 'sms', navigate: (path) => void navigate(path) });
    } catch (error) {
      setLoader(false);
      setServerError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth.login.smsFormLabel')}>
      <MobileCodeFields form={form} purpose="login" />
      <FormError message={serverError} />
      <Button type="submit" block size="lg" loading={busy}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
