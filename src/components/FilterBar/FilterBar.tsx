import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import styles from './FilterBar.module.css';

interface FilterBarProps {
  /** The accessible name of the search form, e.g. "Filter transactions". */
  label: string;
  /** The filter fields (a date range, selects); they edit a draft until Apply. */
  children: ReactNode;
  onApply: () => void;
  onReset: () => void;
  labels: { apply: string; reset: string };
  /** Apply is refused while a field is invalid (e.g. from after to). */
  applyDisabled?: boolean;
  /** Actions that act on the applied filter, e.g. CSV export, at the end of the bar. */
  actions?: ReactNode;
}

/**
 * The filter row of a record page: a search landmark holding the fields,
 * Apply (Enter in any field submits) and Reset, with room for actions.
 */
export function FilterBar({ label, children, onApply, onReset, labels, applyDisabled = false, actions }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!applyDisabled) onApply();
  };
  return (
    <form role="search" aria-label={label} className={styles.bar} onSubmit={submit} noValidate>
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>
        <Button type="submit" size="md" disabled={applyDisabled} icon={<Icon name="records" size={16} />}>
          {labels.apply}
        </Button>
        <Button type="button" variant="ghost" size="md" icon={<Icon name="refresh" size={16} />} onClick={onReset}>
          {labels.reset}
        </Button>
        {actions ? <span className={styles.extra}>{actions}</span> : null}
      </div>
    </form>
  );
}

/** A labelled native select in the filter bar's style. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; label: string }>;
  onChange: (value: Value) => void;
}) {
  return (
    <label className={styles.select}>
      <span className={styles.selectLabel}>{label}</span>
      <span className={styles.selectControl}>
        <select value={value} onChange={(event) => onChange(event.target.value as Value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={styles.selectIcon} />
      </span>
    </label>
  );
}
