import { forwardRef, useState, type FocusEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { Field } from '../Field/Field';
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
 * and preset amount buttons under the field; label, error and hint are
 * Field's. Controlled (value + onChange), and the ref reaches the input, so
 * react-hook-form's Controller drives it.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { label, value, onChange, onBlur, name, id, min, max, presets = [], currencySymbol, languageTag = 'en', error, labels, required, disabled },
  ref,
) {
  const [focused, setFocused] = useState(false);
  const amount = parseMoney(value, languageTag);
  const shown = focused || amount === null ? value : formatMoneyInput(amount, languageTag);
  const limits =
    labels.limits && min !== undefined && max !== undefined
      ? labels.limits(formatMoney(min, languageTag, currencySymbol), formatMoney(max, languageTag, currencySymbol))
      : null;

  return (
    <div className={styles.money}>
      <Field
        ref={ref}
        id={id}
        name={name}
        label={label}
        required={required}
        disabled={disabled}
        error={error}
        hint={limits ?? undefined}
        className={styles.field}
        prefix={
          <span className={styles.symbol} aria-hidden="true">
            {currencySymbol}
          </span>
        }
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={shown}
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
      {presets.length > 0 ? (
        <div className={styles.presets} role="group" aria-label={labels.presets}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className={`${styles.preset} ${amount === preset ? styles.presetOn : ''}`}
              aria-pressed={amount === preset}
              disabled={disabled}
              onClick={() => onChange(preset.toFixed(2))}
            >
              {formatMoney(preset, languageTag, currencySymbol)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
