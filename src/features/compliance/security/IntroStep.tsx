import { useTranslation } from '@/lib/useTranslation';
import { Button } from '@/components';
import styles from './SecurityModal.module.css';

const STEPS = ['personal', 'document', 'selfie'] as const;

/** KYC step 0: what the three steps are, Start, and verify later. */
export function IntroStep({ onStart, onLater }: { onStart: () => void; onLater: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.intro}>
      <div className={styles.shield} aria-hidden="true" />
      <p className={styles.introLead}>{t('kyc.intro.lead')}</p>
      <ol className={styles.introSteps}>
        {STEPS.map((step, index) => (
          <li key={step} className={styles.introStep}>
            <span className={styles.introNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <strong className={styles.introTitle}>{t(`kyc.intro.steps.${step}.title`)}</strong>
              <span className={styles.introText}>{t(`kyc.intro.steps.${step}.text`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.introActions}>
        <Button size="lg" block onClick={onStart}>
          {t('kyc.intro.start')}
        </Button>
        <Button variant="ghost" block onClick={onLater}>
          {t('kyc.intro.later')}
        </Button>
      </div>
    </div>
  );
}
