import { useTranslation } from '@/lib/useTranslation';
import authStyles from '../../components/auth.module.css';

const STEPS = ['one', 'two', 'three', 'four', 'five'] as const;

/** SPEC §2: the registration popup's five-step notice. */
export function RegisterNotice() {
  const { t } = useTranslation();
  return (
    <section className={authStyles.notice} aria-labelledby="register-notice-title">
      <p className={authStyles.kicker}>{t('register.notice.kicker')}</p>
      <h3 id="register-notice-title" className={authStyles.noticeTitle}>
        {t('register.notice.title')}
      </h3>
      <ol className={authStyles.steps}>
        {STEPS.map((step, index) => (
          <li key={step} className={authStyles.step}>
            <span className={authStyles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{t(`register.notice.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
