import styles from './Spinner.module.css';

/** The spinning casino chip, on its own: for loaders that lay out their own text (the loading overlay). */
export function SpinnerChip() {
  return <span className={styles.chip} aria-hidden="true" />;
}

/** The page loader: a spinning chip. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrap} role="status">
      <SpinnerChip />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
