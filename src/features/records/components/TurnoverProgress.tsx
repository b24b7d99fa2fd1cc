import { useTranslation } from '@/lib/useTranslation';
import { formatCellMoney, pageKit } from '@/components';
import { turnoverMet, turnoverPercent } from '../rules/bonus';
import styles from './TurnoverProgress.module.css';

/** A bonus's turnover as a labelled progress bar with the figures under it. */
export function TurnoverProgress({ title, required, completed, symbol, languageTag }: {
  title: string;
  required: number;
  completed: number;
  symbol: string;
  languageTag: string;
}) {
  const { t } = useTranslation();
  if (required <= 0) return <span className={pageKit.note}>{t('records.none')}</span>;
  const percent = turnoverPercent(required, completed);
  const met = turnoverMet(required, completed);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag });
  return (
    <div className={styles.wrap}>
      <span className={met ? styles.met : styles.percent}>{met ? t('records.bonus.met') : t('records.bonus.open', { percent })}</span>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('records.bonus.progressLabel', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('records.bonus.progressText', { done: money(completed), required: money(required) })}
      >
        <span className={`${styles.fill} ${met ? styles.fillMet : ''}`} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.figures}>{t('records.bonus.progressText', { done: money(completed), required: money(required) })}</span>
    </div>
  );
}
