import { useEffect } from 'react';
import { useClockNow } from '@/lib/useClockNow';
import { useTranslation } from '@/lib/useTranslation';
import { countdownTo } from '../rules/countdown';
import styles from '../screens/engage.module.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left in a red envelope event, ticking every second; screen readers get it as one sentence, not every tick. */
export function EventCountdown({ end, onOver }: { end: string; onOver?: () => void }) {
  const { t } = useTranslation();
  const now = useClockNow();
  const left = countdownTo(end, now);
  useEffect(() => {
    if (left.over) onOver?.();
  }, [left.over, onOver]);
  const units = [
    { value: left.days, label: t('engageEnvelope.days') },
    { value: left.hours, label: t('engageEnvelope.hours') },
    { value: left.minutes, label: t('engageEnvelope.minutes') },
    { value: left.seconds, label: t('engageEnvelope.seconds') },
  ];
  return (
    <div className={styles.countdown}>
      <p className="visually-hidden">{t('engageEnvelope.endsIn', {
          days: t('units.days', { count: left.days }),
          hours: t('units.hours', { count: left.hours }),
          minutes: t('units.minutes', { count: left.minutes }),
        })}</p>
      <ol className={styles.countdownUnits} aria-hidden="true">
        {units.map((unit) => (
          <li key={unit.label} className={styles.countdownUnit}>
            <span className={styles.countdownValue}>{unit.label === units[0]!.label ? unit.value : pad(unit.value)}</span>
            <span className={styles.countdownLabel}>{unit.label}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
