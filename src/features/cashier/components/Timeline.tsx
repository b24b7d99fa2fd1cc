import { useTranslation } from '@/lib/useTranslation';
import { formatDateTime } from '@/lib/format';
import type { TimelineStep } from '../rules/timeline';
import styles from './cashier.module.css';

/** A vertical timeline of an order's steps, done / current / to come / failed. */
export function Timeline<Key extends string>({ steps, labelOf, label }: { steps: Array<TimelineStep<Key>>; labelOf: (key: Key) => string; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.timeline} aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} className={`${styles.step} ${styles[`step_${step.state}`] ?? ''}`} aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className={styles.stepDot} aria-hidden="true" />
          <span className={styles.stepText}>
            <span className={styles.stepLabel}>{labelOf(step.key)}</span>
            <span className={styles.stepTime}>
              {step.time && step.state !== 'current' ? formatDateTime(step.time) : t(`cashier.stepStates.${step.state}`)}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
