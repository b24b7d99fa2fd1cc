import { pageKit } from '@/components';
import { useId } from 'react';
import styles from './reports.module.css';

/** A team member's account typed into the filter bar ('' = the whole team), with its error under it. */
export function MemberField({ label, value, onChange, error, placeholder }: { label: string; value: string; onChange: (value: string) => void; error?: string; placeholder?: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={pageKit.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className={pageKit.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
