import styles from './QaToolbar.module.css';

/** A row of toggle chips, one of which is on: the toolbar's way to pick one value of a scenario field. */
export function ChipGroup<T extends string>({ values, current, label, onPick, disabled = false, titleOf }: {
  values: readonly T[];
  current: T;
  label: (value: T) => string;
  onPick: (value: T) => void;
  disabled?: boolean;
  titleOf?: (value: T) => string | undefined;
}) {
  return (
    <div className={styles.buttons}>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          className={`${styles.chip} ${current === value ? styles.on : ''}`}
          aria-pressed={current === value}
          title={titleOf?.(value)}
          disabled={disabled}
          onClick={() => onPick(value)}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
