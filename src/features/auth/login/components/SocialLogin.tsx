import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, Field } from '@/components';
import { failureText, useLoggingIn, useSocialLogin } from '../../api';
import { FormError } from '../../components/FormError';
import styles from './social.module.css';
import { PROVIDER_NAMES, type SocialProvider } from '../../rules/socialProvider';

/** SPEC §2: the optional social login buttons (two providers), shown only when enabled. */
export function SocialButtons({ providers, onPick }: { providers: readonly SocialProvider[]; onPick: (provider: SocialProvider) => void }) {
  const { t } = useTranslation();
  if (!providers.length) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('socialLogin.or')}</span>
      </p>
      <div className={styles.buttons}>
        {providers.map((provider) => (
          <button key={provider} type="button" className={`${styles.provider} ${styles[provider]}`} onClick={() => onPick(provider)}>
            <span className={styles.mark} aria-hidden="true">
              {provider === 'google' ? 'G' : 'f'}
            </span>
            {t('socialLogin.continueWith', { provider: PROVIDER_NAMES[provider] })}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * The provider's consent, simulated in the app: the user names the provider
 * account and allows sign-in; the token goes to the social login route. A
 * non-member account is refused by the server (member_no_enter).
 */
export function SocialConsent({ provider, onCancel }: { provider: SocialProvider; onCancel: () => void }) {
  const { t } = useTranslation();
  const login = useSocialLogin();
  const busy = useLoggingIn();
  const name = PROVIDER_NAMES[provider];
  const schema = useMemo(
    () => z.object({ account: z.string().trim().min(1, t('auth.validation.required')), password: z.string().min(1, t('auth.validation.required')) }),
    [t],
  );
  const form = useForm<{ account: string; password: string }>({ resolver: zodResolver(schema), defaultValues: { account: '', password: '' } });

  const onSubmit = form.handleSubmit(({ account, password }) => login.mutate({ provider, account, password }));

  return (
    <section className={styles.consent} aria-labelledby="social-consent-title" data-testid="social-consent">
      <div className={styles.consentHead}>
        <span className={`${styles.mark} ${styles.markLarge} ${styles[provider]}`} aria-hidden="true">
          {provider === 'google' ? 'G' : 'f'}
        </span>
        <div>
          <h3 id="social-consent-title" className={styles.consentTitle}>
            {t('socialLogin.consentTitle', { provider: name })}
          </h3>
          <p className={styles.consentText}>{t('socialLogin.consentText', { provider: name })}</p>
        </div>
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('socialLogin.formLabel', { provider: name })}>
        <Field label={t('socialLogin.account', { provider: name })} autoComplete="username" required error={form.formState.errors.account?.message} {...form.register('account')} />
        <Field
          label={t('socialLogin.password', { provider: name })}
          type="password"
          autoComplete="current-password"
          required
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <p className={styles.shares}>{t('socialLogin.shares')}</p>
        <FormError message={failureText(login.error, t)} />
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('socialLogin.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('socialLogin.allow')}
          </Button>
        </div>
      </form>
    </section>
  );
}
