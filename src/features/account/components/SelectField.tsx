import { pageKit } from '@/components';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styles from '../screens/account.module.css';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  error?: string;
}

/** A labelled select that looks like the kit's Field, its error under it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, placeholder, error, id, ...rest }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={styles.selectField}>
      <label className={pageKit.label} htmlFor={selectId}>
        {label}
      </label>
      <select ref={ref} id={selectId} className={styles.select} aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className={pageKit.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
