import styles from './Spinner.module.css';

/** The page loader: a spinning chip. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <span className={styles.chip} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
