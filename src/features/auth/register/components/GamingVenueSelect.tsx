import { pageKit } from '@/components';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useGamingVenues } from '@/features/system';
import styles from '../register.module.css';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
}

/** The gaming venue picker: the form drop menu of group gamingvenue, labelled like a Field. */
export const GamingVenueSelect = forwardRef<HTMLSelectElement, Props>(function GamingVenueSelect({ label, error, required, ...rest }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const { entries } = useGamingVenues();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={pageKit.label}>
        {label}
        {required ? <span className={styles.required} aria-hidden="true"> *</span> : null}
      </label>
      <select
        ref={ref}
        id={id}
        className={`${styles.select} ${error ? styles.selectInvalid : ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        <option value="">{t('register.gamingVenuePlaceholder')}</option>
        {entries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={pageKit.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
