import styles from './NumberBalls.module.css';

/** A drawn number as a row of lottery balls; the number is read out whole, not digit by digit. */
export function NumberBalls({ value, label, size = 'md' }: { value: string; label: string; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`${styles.balls} ${styles[size]}`} role="img" aria-label={label}>
      {value.split('').map((digit, index) => (
        <span key={index} className={styles.ball} aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}
