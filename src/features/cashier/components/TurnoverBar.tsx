import { useTranslation } from '@/lib/useTranslation';
import { formatMoney } from '@/lib/format';
import { turnoverPercent } from '../rules/withdraw';
import styles from './cashier.module.css';

interface Turnover {
  required: number;
  completed: number;
  remaining: number;
  met: boolean;
}

/** The turnover done against what is required, as a labelled progress bar. */
export function TurnoverBar({ turnover, symbol, languageTag, compact = false }: { turnover: Turnover; symbol: string; languageTag: string; compact?: boolean }) {
  const { t } = useTranslation();
  const percent = turnoverPercent(turnover);
  const money = (amount: number) => formatMoney(amount, languageTag, symbol);
  return (
    <div className={`${styles.turnover} ${compact ? styles.turnoverCompact : ''}`}>
      <div className={styles.turnoverHead}>
        <span>{t('cashier.turnover.title')}</span>
        <span className={turnover.met ? styles.good : styles.warn}>
          {turnover.met ? t('cashier.turnover.met') : t('cashier.turnover.remaining', { amount: money(turnover.remaining) })}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('cashier.turnover.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('cashier.turnover.progress', { done: money(turnover.completed), required: money(turnover.required) })}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      {compact || turnover.required <= 0 ? null : (
        <div className={styles.turnoverFoot}>
          <span>{t('cashier.turnover.progress', { done: money(turnover.completed), required: money(turnover.required) })}</span>
          <span>{percent}%</span>
        </div>
      )}
    </div>
  );
}
