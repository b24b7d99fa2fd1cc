import { forwardRef, useId, useState, type FocusEvent } from 'react';
import fieldStyles from '../Field/Field.module.css';
import { acceptMoneyText, formatMoneyInput, parseMoney } from './money';
import styles from './MoneyInput.module.css';

export interface MoneyInputLabels {
  /** Accessible name of the preset buttons' group. */
  presets: string;
  /** e.g. "Min $100.00 · Max $50,000.00". */
  limits?: (min: string, max: string) => string;
}

export interface MoneyInputProps {
  label: string;
  /** Canonical text, "1234.5"; empty when nothing is typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  name?: string;
  id?: string;
  min?: number;
  max?: number;
  /** Amounts offered as one-click buttons. */
  presets?: readonly number[];
  currencySymbol: string;
  /** BCP 47 tag for the grouping shown when the field is left. */
  languageTag?: string;
  error?: string;
  labels: MoneyInputLabels;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A money field: a decimal with at most 2 places (other keystrokes are
 * refused), the locale's grouping when not focused, min/max shown as a hint,
 * and preset amount buttons. Controlled (value + onChange), and the ref
 * reaches the input, so react-hook-form's Controller drives it.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { label, value, onChange, onBlur, name, id, min, max, presets = [], currencySymbol, languageTag = 'en', error, labels, required, disabled },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const [focused, setFocused] = useState(false);
  const amount = parseMoney(value, languageTag);
  const shown = focused || amount === null ? value : formatMoneyInput(amount, languageTag);
  const limits =
    labels.limits && min !== undefined && max !== undefined
      ? labels.limits(`${currencySymbol}${formatMoneyInput(min, languageTag)}`, `${currencySymbol}${formatMoneyInput(max, languageTag)}`)
      : null;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
        {required ? <span className={fieldStyles.required} aria-hidden="true"> *</span> : null}
      </label>
      <div className={`${fieldStyles.control} ${styles.control} ${error ? fieldStyles.invalid : ''}`}>
        <span className={styles.symbol} aria-hidden="true">
          {currencySymbol}
        </span>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={`${fieldStyles.input} ${styles.input}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error || limits ? messageId : undefined}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
          onChange={(event) => {
            const next = acceptMoneyText(event.target.value, languageTag);
            if (next !== null) onChange(next);
          }}
        />
      </div>
      {presets.length > 0 ? (
        <div className={styles.presets} role="group" aria-label={labels.presets}>
          {presets.map((preset) => {
            const text = formatMoneyInput(preset, languageTag);
            return (
              <button
                key={preset}
                type="button"
                className={`${styles.preset} ${amount === preset ? styles.presetOn : ''}`}
                aria-pressed={amount === preset}
                disabled={disabled}
                onClick={() => onChange(preset.toFixed(2))}
              >
                {`${currencySymbol}${text}`}
              </button>
            );
          })}
        </div>
      ) : null}
      {error ? (
        <p id={messageId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : limits ? (
        <p id={messageId} className={fieldStyles.hint}>
          {limits}
        </p>
      ) : null}
    </div>
  );
});
