import { pageKit } from '@/components';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styles from './SelectField.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ("Select…"), which the form refuses. */
  placeholder: string;
  error?: string;
  required?: boolean;
}

/** A labelled native select that matches the kit's Field (label, error under it, announced). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, required, id, ...rest },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const messageId = `${selectId}-message`;
  return (
    <div className={styles.field}>
      <label className={pageKit.label} htmlFor={selectId}>
        {label}
        {required ? <span className={styles.required} aria-hidden="true"> *</span> : null}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <select
          ref={ref}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          aria-required={required || undefined}
          {...rest}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
      {error ? (
        <p id={messageId} className={pageKit.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
