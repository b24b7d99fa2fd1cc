import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { useHref } from 'react-router';
import { z } from 'zod';
import { Button, Field, QrCode, Skeleton } from '@/components';
import { DOWNLINE_PASSWORD_PATTERN, DOWNLINE_USERNAME_PATTERN } from '@contracts/agent';
import { isApiError } from '@/lib/api';
import { useAgentAccount } from '@/features/agent';
import { useRegisterDownline } from '../api';
import { memberRowHref } from '../rules/links';
import styles from '../team.module.css';
import { Link } from 'react-router';

function registerSchema(t: (key: string) => string) {
  return z
    .object({
      username: z.string().trim().regex(DOWNLINE_USERNAME_PATTERN, t('agentTeam.register.usernameRule')),
      nickname: z.string().trim().max(20, t('agentTeam.register.nicknameRule')),
      password: z.string().trim().regex(DOWNLINE_PASSWORD_PATTERN, t('agentTeam.register.passwordRule')),
      confirmPassword: z.string().trim(),
    })
    .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: t('agentTeam.register.confirmRule') });
}

type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

/**
 * registerCenter: create a player directly under the agent (the server's
 * username and password rules, shared through the contract), and the
 * affiliate link and code to copy or scan.
 */
export function RegisterCenter() {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: { username: '', nickname: '', password: '', confirmPassword: '' },
    resolver: zodResolver(registerSchema(t)),
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    register.mutate(
      { body: { username: values.username, password: values.password, confirmPassword: values.confirmPassword, ...(values.nickname ? { nickname: values.nickname } : {}) } },
      { onSuccess: () => form.reset() },
    ),
  );
  const created = register.data;

  return (
    <div className={styles.registerGrid}>
      <section className={styles.panel} aria-labelledby="register-title">
        <h2 id="register-title" className={styles.panelTitle}>
          {t('agentTeam.register.title')}
        </h2>
        <p className={styles.muted}>{t('agentTeam.register.lead')}</p>
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('agentTeam.register.title')}>
          <Field label={t('agentTeam.register.username')} autoComplete="off" hint={t('agentTeam.register.usernameRule')} error={errors.username?.message} required {...form.register('username')} />
          <Field label={t('agentTeam.register.nickname')} autoComplete="off" error={errors.nickname?.message} {...form.register('nickname')} />
          <Field label={t('agentTeam.register.password')} type="password" autoComplete="new-password" hint={t('agentTeam.register.passwordRule')} error={errors.password?.message} required {...form.register('password')} />
          <Field label={t('agentTeam.register.confirmPassword')} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} required {...form.register('confirmPassword')} />
          {register.error ? (
            <p role="alert" className={styles.error}>
              {isApiError(register.error) ? register.error.message : t('agentTeam.common.failed')}
            </p>
          ) : null}
          <Button type="submit" loading={register.isPending}>
            {t('agentTeam.register.submit')}
          </Button>
        </form>
        {created ? (
          <div className={styles.outcome} role="status" data-testid="register-done">
            <strong>{t('agentTeam.register.done', { account: created.account })}</strong>{' '}
            <Link to={memberRowHref(created.account)}>{t('agentTeam.register.seeRow')}</Link>
          </div>
        ) : null}
      </section>
      <AffiliateCard />
    </div>
  );
}

function AffiliateCard() {
  const { t } = useTranslation();
  const account = useAgentAccount();
  const info = account.data;
  // The link is site-relative; the app may live under a base path (the demo's /demo/).
  const href = useHref(info?.referralLink ?? '/');
  const link = info?.referralLink ? new URL(href, window.location.origin).href : undefined;
  const [copied, setCopied] = useState<'code' | 'link' | undefined>();
  const copy = (what: 'code' | 'link', value: string) => {
    void navigator.clipboard?.writeText(value).then(() => setCopied(what), () => setCopied(undefined));
  };
  return (
    <section className={`${styles.panel} ${styles.affiliate}`} aria-labelledby="affiliate-title">
      <h2 id="affiliate-title" className={styles.panelTitle}>
        {t('agentTeam.register.affiliateTitle')}
      </h2>
      {!info ? (
        <Skeleton height={220} />
      ) : info.affiliateCode && link ? (
        <>
          <div className={styles.qrWrap}>
            <QrCode value={link} label={t('agentTeam.register.qrLabel', { code: info.affiliateCode })} size={176} />
          </div>
          <div className={styles.copyRow}>
            <span className={styles.label}>{t('agentTeam.register.code')}</span>
            <code className={styles.bigCode}>{info.affiliateCode}</code>
            <Button size="sm" variant="secondary" onClick={() => copy('code', info.affiliateCode!)}>
              {t('agentTeam.register.copyCode')}
            </Button>
          </div>
          <div className={styles.copyRow}>
            <span className={styles.label}>{t('agentTeam.register.link')}</span>
            <span className={styles.linkText}>{link}</span>
            <Button size="sm" variant="secondary" onClick={() => copy('link', link)}>
              {t('agentTeam.register.copyLink')}
            </Button>
          </div>
          <p className="visually-hidden" role="status">
            {copied ? t(`agentTeam.register.copied_${copied}`) : ''}
          </p>
          {copied ? <p className={styles.copied}>{t(`agentTeam.register.copied_${copied}`)}</p> : null}
        </>
      ) : (
        <p className={styles.muted}>{t('agentTeam.register.noCode')}</p>
      )}
    </section>
  );
}
