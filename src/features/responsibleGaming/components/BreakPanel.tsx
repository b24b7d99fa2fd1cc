import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { useNavigate } from 'react-router';
import { Link } from 'react-router';
import { z } from 'zod';
import type { RgStatus } from '@contracts/responsibleGaming';
import { RG_EXCLUSION_TERMS, RG_TIMEOUT_PERIODS, type RgExclusionTerm, type RgTimeoutPeriod } from '@contracts/shared/responsible-gaming';
import { Button, Field, Icon, pageKit } from '@/components';
import { refusalText } from '@/lib/api';
import { memberPageHref } from '@/lib/centrePages';
import { formatDateTime } from '@/lib/format';
import { openModal, showToast } from '@/lib/state/ui';
import { useSelfExclude, useTimeOut } from '../api';
import { useJurisdiction } from '../../system';
import { ShortenExclusion } from './ShortenExclusion';
import styles from './rg.module.css';

const password = z.string().trim().min(1, 'rgBreaks.passwordRequired');
const timeoutSchema = z.object({ period: z.enum(RG_TIMEOUT_PERIODS), password });
const exclusionSchema = z.object({
  term: z.enum(RG_EXCLUSION_TERMS),
  password,
  understood: z.boolean().refine((value) => value, 'rgBreaks.understandRequired'),
  /** MGA (issue 35): every brand of the operator. */
  allBrands: z.boolean(),
});
type TimeoutForm = z.infer<typeof timeoutSchema>;
type ExclusionForm = z.infer<typeof exclusionSchema>;

function Choices<Value extends string>({ name, values, label, register }: { name: string; values: readonly Value[]; label: (value: Value) => string; register: object }) {
  return (
    <div className={pageKit.wrap2} role="radiogroup" aria-label={name}>
      {values.map((value) => (
        <label key={value} className={styles.choice}>
          <input type="radio" value={value} {...register} />
          <span>{label(value)}</span>
        </label>
      ))}
    </div>
  );
}

/** Time-out and self-exclusion: each confirmed with the login password. */
export function BreakPanel({ status }: { status: RgStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeOut = useTimeOut({
    onSignedOut: () => {
      showToast('rgBreaks.timeoutStarted', 'success');
      void navigate('/');
      openModal('login');
    },
  });
  const exclude = useSelfExclude();
  const timeoutForm = useForm<TimeoutForm>({ resolver: zodResolver(timeoutSchema), defaultValues: { period: '24H', password: '' } });
  const exclusionForm = useForm<ExclusionForm>({ resolver: zodResolver(exclusionSchema), defaultValues: { term: '6M', password: '', understood: false, allBrands: false } });
  const profile = useJurisdiction();
  const excluded = status.block.kind === 'SELF_EXCLUSION';
  const fieldError = (message?: string) => (message ? t(message) : undefined);
  // A refusal with words of its own (the lock of password checks, with its end) in the reader's language; else the server's.

  return (
    <div className={styles.twoCards}>
      <section className={styles.card} aria-labelledby="rg-timeout">
        <header className={styles.cardHead}>
          <span className={styles.cardIcon} aria-hidden="true"><Icon name="power" size={22} /></span>
          <div>
            <h3 id="rg-timeout" className={styles.cardTitle}>{t('rgBreaks.timeoutTitle')}</h3>
            <p className={styles.cardLead}>{t('rgBreaks.timeoutLead')}</p>
          </div>
        </header>
        <form className={pageKit.stack3} noValidate onSubmit={(event) => void timeoutForm.handleSubmit((values) => timeOut.mutate({ body: values }))(event)}>
          <Choices name={t('rgBreaks.timeoutTitle')} values={RG_TIMEOUT_PERIODS} label={(value: RgTimeoutPeriod) => t(`rgBreaks.timeouts.${value}`)} register={timeoutForm.register('period')} />
          <Field type="password" autoComplete="current-password" label={t('rgBreaks.password')} error={fieldError(timeoutForm.formState.errors.password?.message)} {...timeoutForm.register('password')} />
          <Button type="submit" variant="ghost" loading={timeOut.isPending} disabled={excluded}>{t('rgBreaks.timeoutSubmit')}</Button>
          {timeOut.isError ? <p role="alert" className={styles.error}>{refusalText(timeOut.error, t)}</p> : null}
        </form>
      </section>
      <section className={`${styles.card} ${styles.cardDanger}`} aria-labelledby="rg-exclusion">
        <header className={styles.cardHead}>
          <span className={styles.cardIcon} aria-hidden="true"><Icon name="shield" size={22} /></span>
          <div>
            <h3 id="rg-exclusion" className={styles.cardTitle}>{t('rgBreaks.exclusionTitle')}</h3>
            <p className={styles.cardLead}>{t(profile.id === 'PH' ? 'rgBreaks.exclusionLead' : `rgJurisdiction.exclusionLead.${profile.id}`)}</p>
          </div>
        </header>
        {excluded ? (
          <div className={pageKit.stack3} data-testid="rg-excluded">
            <p className={styles.bigValue}>{t('rgBreaks.excludedUntil', { when: formatDateTime(status.block.until ?? '').slice(0, 16) })}</p>
            <p className={styles.cardLead}>{t('rgBreaks.excludedText')}</p>
            {status.block.allBrands ? <p className={styles.cardLead}>{t('rgJurisdiction.allBrandsOn')}</p> : null}
            <Link className={styles.bannerLink} to={memberPageHref('withdraw')}>{t('rgBanner.withdraw')}</Link>
            {profile.selfExclusion.shortening ? <ShortenExclusion status={status} rule={profile.selfExclusion.shortening} /> : null}
          </div>
        ) : (
          <form className={pageKit.stack3} noValidate onSubmit={(event) => void exclusionForm.handleSubmit((values) => exclude.mutate({ body: { term: values.term, password: values.password, ...(profile.selfExclusion.allBrands ? { allBrands: values.allBrands } : {}) } }))(event)}>
            <Choices name={t('rgBreaks.exclusionTitle')} values={RG_EXCLUSION_TERMS} label={(value: RgExclusionTerm) => t(`rgBreaks.terms.${value}`)} register={exclusionForm.register('term')} />
            <Field type="password" autoComplete="current-password" label={t('rgBreaks.password')} error={fieldError(exclusionForm.formState.errors.password?.message)} {...exclusionForm.register('password')} />
            {profile.selfExclusion.allBrands ? (
              <label className={styles.check}>
                <input type="checkbox" {...exclusionForm.register('allBrands')} />
                <span>{t('rgJurisdiction.allBrands')}</span>
              </label>
            ) : null}
            <label className={styles.check}>
              <input type="checkbox" {...exclusionForm.register('understood')} />
              <span>{t(profile.selfExclusion.shortening ? 'rgJurisdiction.understandShortenable' : 'rgBreaks.understand')}</span>
            </label>
            {exclusionForm.formState.errors.understood ? <p role="alert" className={styles.error}>{t('rgBreaks.understandRequired')}</p> : null}
            <Button type="submit" variant="danger" loading={exclude.isPending}>{t('rgBreaks.exclusionSubmit')}</Button>
            {exclude.isError ? <p role="alert" className={styles.error}>{refusalText(exclude.error, t)}</p> : null}
          </form>
        )}
      </section>
    </div>
  );
}
