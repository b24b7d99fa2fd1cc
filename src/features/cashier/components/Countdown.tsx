import { useClockNow } from '@/lib/useClockNow';
import { formatClock, timeLeft } from '../rules/deposit';
import styles from './cashier.module.css';

/** mm:ss until a deadline, ticking each second; urgent under 5 minutes. */
export function Countdown({ deadline, label }: { deadline: string; label: string }) {
  const now = useClockNow();
  const left = timeLeft(deadline, now);
  return (
    <div className={`${styles.countdown} ${left.totalSeconds < 300 ? styles.countdownUrgent : ''}`}>
      <span className={styles.countdownLabel}>{label}</span>
      {/* The visible clock ticks; screen readers get the label and the minute, not a second-by-second stream. */}
      <span className={styles.countdownClock} aria-hidden="true">
        {formatClock(left)}
      </span>
      <span className="visually-hidden">{formatClock({ minutes: left.minutes, seconds: 0 })}</span>
    </div>
  );
}
