import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import styles from './cashier.module.css';

/** One big money figure on a card: label, amount, and an optional line under it. */
export function StatCard({
  label, amount, symbol, languageTag, tone = 'plain', hint, testId, children,
}: {
  label: string;
  amount: number;
  symbol: string;
  languageTag: string;
  tone?: 'gold' | 'plain' | 'good' | 'muted';
  hint?: ReactNode;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`${styles.stat} ${styles[`stat_${tone}`] ?? ''}`} aria-label={label}>
      <span className={styles.statLabel}>{label}</span>
      <output className={styles.statAmount} data-testid={testId}>
        {formatMoney(amount, languageTag, symbol)}
      </output>
      {hint ? <span className={styles.statHint}>{hint}</span> : null}
      {children}
    </section>
  );
}
