import { formatDateTime, formatMoney } from '../../lib/format';
import styles from './DataTable.module.css';

export type ChipTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'gold';

/** A status as a coloured chip; the text carries the meaning, the colour only repeats it. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: string }) {
  return (
    <span className={`${styles.chip} ${styles[`chip-${tone}`]}`}>
      <span className={styles.chipDot} aria-hidden="true" />
      {children}
    </span>
  );
}

interface MoneyCellProps {
  amount: number;
  symbol?: string;
  languageTag?: string;
  /** Credits get a "+" and green, debits a "−" and red (ledger amounts). */
  signed?: boolean;
}

/** SPEC §9 money: 2 decimals and the currency symbol; the sign before the symbol. */
export function formatCellMoney(amount: number, { symbol, languageTag = 'en', signed = false }: Omit<MoneyCellProps, 'amount'> = {}): string {
  const magnitude = formatMoney(Math.abs(amount), languageTag, symbol);
  if (amount < 0) return `−${magnitude}`;
  if (signed && amount > 0) return `+${magnitude}`;
  return magnitude;
}

export function MoneyCell({ amount, symbol, languageTag, signed = false }: MoneyCellProps) {
  const tone = !signed || amount === 0 ? '' : amount > 0 ? styles.credit : styles.debit;
  return <span className={`${styles.money} ${tone}`}>{formatCellMoney(amount, { symbol, languageTag, signed })}</span>;
}

/** yyyy-MM-dd HH:mm:ss in local time, in a <time> carrying the machine-readable value. */
export function DateCell({ value }: { value: string }) {
  const text = formatDateTime(value);
  return (
    <time className={styles.date} dateTime={value}>
      <span>{text.slice(0, 10)}</span> <span className={styles.time}>{text.slice(11)}</span>
    </time>
  );
}
