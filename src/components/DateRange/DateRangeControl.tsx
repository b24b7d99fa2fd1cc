import { useId } from 'react';
import styles from './DateRangeControl.module.css';
import { DATE_PRESETS, presetRange, rangeProblem, resolveRange, type DatePreset, type DateRangeSelection } from './presets';

export interface DateRangeLabels {
  legend: string;
  presets: Record<DatePreset | 'custom', string>;
  from: string;
  to: string;
  /** The days the selection covers, e.g. "2026-10-26 to 2026-11-01". */
  covers: (from: string, to: string) => string;
  errors: { fromMissing: string; toMissing: string; fromAfterTo: string };
}

interface DateRangeControlProps {
  value: DateRangeSelection;
  onChange: (value: DateRangeSelection) => void;
  labels: DateRangeLabels;
  /** Which presets to offer (record screens look back, schedules look ahead). */
  presets?: readonly DatePreset[];
  /** "Today" for the presets; the clock by default. */
  now?: Date;
}

/**
 * SPEC §9 date presets and a custom range, as one fieldset: the presets are
 * native radio buttons (arrow keys move between them), the custom range two
 * labelled native date inputs whose error (from after to) is announced.
 */
export function DateRangeControl({ value, onChange, labels, presets = DATE_PRESETS, now }: DateRangeControlProps) {
  const id = useId();
  const name = `${id}-preset`;
  const custom = value.preset === 'custom' ? value : null;
  const problem = custom ? rangeProblem(custom.from, custom.to) : null;
  const covered = resolveRange(value, now);
  const messageId = `${id}-message`;

  const pick = (preset: DatePreset | 'custom') => {
    if (preset !== 'custom') return onChange({ preset });
    // Custom starts from the days already shown, so the user only adjusts them.
    const start = covered ?? presetRange('prev7', now);
    onChange({ preset: 'custom', from: start.from, to: start.to });
  };

  return (
    <fieldset className={styles.fieldset} aria-describedby={messageId}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <div className={styles.presets}>
        {[...presets, 'custom' as const].map((preset) => (
          <label key={preset} className={`${styles.preset} ${value.preset === preset ? styles.checked : ''}`}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={preset}
              checked={value.preset === preset}
              onChange={() => pick(preset)}
            />
            {labels.presets[preset]}
          </label>
        ))}
      </div>
      {custom ? (
        <div className={styles.custom}>
          <label className={styles.dateField}>
            <span className={styles.dateLabel}>{labels.from}</span>
            <input
              type="date"
              className={`${styles.dateInput} ${problem === 'fromMissing' || problem === 'fromAfterTo' ? styles.invalid : ''}`}
              value={custom.from}
              max={custom.to || undefined}
              aria-invalid={problem === 'fromMissing' || problem === 'fromAfterTo' || undefined}
              onChange={(event) => onChange({ ...custom, from: event.target.value })}
            />
          </label>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <label className={styles.dateField}>
            <span className={styles.dateLabel}>{labels.to}</span>
            <input
              type="date"
              className={`${styles.dateInput} ${problem === 'toMissing' ? styles.invalid : ''}`}
              value={custom.to}
              min={custom.from || undefined}
              aria-invalid={problem === 'toMissing' || undefined}
              onChange={(event) => onChange({ ...custom, to: event.target.value })}
            />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p id={messageId} className={styles.error} role="alert">
          {labels.errors[problem]}
        </p>
      ) : (
        <p id={messageId} className={styles.covers}>
          {covered ? labels.covers(covered.from, covered.to) : null}
        </p>
      )}
    </fieldset>
  );
}
