import styles from './NumberBalls.module.css';

/** A drawn number as a row of lottery balls (one per digit, or per number of a comma-separated winNo); read out whole. */
export function NumberBalls({ balls, label, size = 'md' }: { balls: readonly string[]; label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`${styles.balls} ${styles[size]}`} role="img" aria-label={label}>
      {balls.map((digit, index) => (
        <span key={index} className={styles.ball} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
