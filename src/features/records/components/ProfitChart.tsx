import { useId } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { formatCellMoney } from '../../../components';
import { labelledIndexes, layoutChart, type ChartDay } from '../rules/profitChart';
import styles from './ProfitChart.module.css';

const BOX = { width: 760, height: 260, left: 64, bottom: 30, top: 14 };

/**
 * Net profit per day as SVG bars from a zero line. The figure has a title and
 * a description naming the table that holds the same data (`tableId`), so
 * screen readers read the numbers there rather than bar by bar.
 */
export function ProfitChart({ days, from, to, tableId, symbol, languageTag }: {
  days: ChartDay[];
  from: string;
  to: string;
  tableId: string;
  symbol: string;
  languageTag: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const { bars, zeroY, ticks } = layoutChart(days, BOX);
  const labelled = labelledIndexes(bars.length);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag, signed: true });
  const active = days.some((day) => day.value !== 0);

  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{t('records.profit.chartTitle')}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.win}>{t('records.profit.chartLegendWin')}</span>
          <span className={styles.loss}>{t('records.profit.chartLegendLoss')}</span>
        </span>
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        aria-details={tableId}
      >
        <title id={titleId}>{t('records.profit.chartTitle')}</title>
        <desc id={descId}>{active ? t('records.profit.chartDesc', { from, to }) : t('records.profit.chartEmpty')}</desc>
        <defs>
          <linearGradient id={`${titleId}-win`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ffe08a" />
            <stop offset="100%" stopColor="#e0a800" />
          </linearGradient>
          <linearGradient id={`${titleId}-loss`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#f87171" />
            <stop offset="100%" stopColor="#b91c1c" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={BOX.left} x2={BOX.width} y1={tick.y} y2={tick.y} className={tick.value === 0 ? styles.zero : styles.grid} />
            <text x={BOX.left - 8} y={tick.y} className={styles.axis} textAnchor="end" dominantBaseline="middle">
              {formatCellMoney(tick.value, { symbol, languageTag }).replace(/\.00$/, '')}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => (
          <g key={bar.date}>
            <rect
              x={bar.x}
              y={bar.height > 0 ? bar.y : zeroY - 1}
              width={bar.width}
              height={Math.max(bar.height, bar.value === 0 ? 0 : 1)}
              rx={Math.min(3, bar.width / 3)}
              fill={`url(#${titleId}-${bar.value >= 0 ? 'win' : 'loss'})`}
            >
              <title>{t('records.profit.barLabel', { date: bar.date, amount: money(bar.value) })}</title>
            </rect>
            {labelled.has(index) ? (
              <text x={bar.x + bar.width / 2} y={BOX.height - 10} className={styles.axis} textAnchor="middle">
                {bar.date.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
