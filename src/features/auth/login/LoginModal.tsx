import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Button, Modal, Tabs } from '@/components';
import type { LoginModalProps } from '@/lib/state/modals';
import { useJurisdiction, usePermission } from '../../system';
import { freePlayOpen } from '@contracts/shared/jurisdictions';
import { closeModal, openModal } from '@/lib/state/ui';
import { failureText, useFreePlay, useLoggingIn } from '../api';
import { FormError } from '../components/FormError';
import { SocialButtons, SocialConsent } from './components/SocialLogin';
import { SmsLoginForm } from './components/SmsLoginForm';
import { UsernameLoginForm } from './components/UsernameLoginForm';
import type { SocialProvider } from '../rules/socialProvider';
import styles from '../components/auth.module.css';

type LoginTab = 'username' | 'sms';
const NOTICE_STEPS = ['one', 'two', 'three', 'four', 'five'] as const;

/**
 * SPEC §2 login modal: username and SMS tabs, notice, remember, forgot, free play, terms, optional social login.
 * `agentPage`: opened over an agent page, so no remember box (SPEC §2); whoever opens it there says so, the
 * modal never reads the address.
 */
export function LoginModal({ onClose, agentPage = false }: LoginModalProps & { onClose: () => void }) {
  const { t } = useTranslation();
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
              {active === 'sms' ? <SmsLoginForm /> : <UsernameLoginForm agent={false} remember={!agentPage} />}
            </Tabs>
          ) : (
            <UsernameLoginForm agent={false} remember={!agentPage} />
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
