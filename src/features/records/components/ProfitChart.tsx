import { useTranslation } from '@/lib/useTranslation';
import { ChartFigure, chartMarks, formatCellMoney } from '@/components';
import { labelledIndexes, layoutChart, type ChartDay } from '../rules/profitChart';
import styles from './ProfitChart.module.css';

const BOX = { width: 760, height: 260, left: 64, bottom: 30, top: 14 };

/**
 * Net profit per day as SVG bars from a zero line, in the kit's chart frame,
 * which points screen readers to the table holding the same data (`tableId`).
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
  const { bars, zeroY, ticks } = layoutChart(days, BOX);
  const labelled = labelledIndexes(bars.length);
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag, signed: true });
  const active = days.some((day) => day.value !== 0);

  return (
    <ChartFigure
      title={t('records.profit.chartTitle')}
      description={active ? t('records.profit.chartDesc', { from, to }) : t('records.profit.chartEmpty')}
      tableId={tableId}
      width={BOX.width}
      height={BOX.height}
      direction="up"
      series={[
        { key: 'win', label: t('records.profit.chartLegendWin'), stops: ['#ffe08a', '#e0a800'] },
        { key: 'loss', label: t('records.profit.chartLegendLoss'), stops: ['#f87171', '#b91c1c'], swatchClassName: styles.loss },
      ]}
    >
      {(fill) => (
        <>
          {ticks.map((tick) => (
            <g key={tick.value}>
              <line x1={BOX.left} x2={BOX.width} y1={tick.y} y2={tick.y} className={tick.value === 0 ? chartMarks.zero : chartMarks.grid} />
              <text x={BOX.left - 8} y={tick.y} className={chartMarks.axis} textAnchor="end" dominantBaseline="middle">
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
                fill={fill(bar.value >= 0 ? 'win' : 'loss')}
              >
                <title>{t('records.profit.barLabel', { date: bar.date, amount: money(bar.value) })}</title>
              </rect>
              {labelled.has(index) ? (
                <text x={bar.x + bar.width / 2} y={BOX.height - 10} className={chartMarks.axis} textAnchor="middle">
                  {bar.date.slice(5)}
                </text>
              ) : null}
            </g>
          ))}
        </>
      )}
    </ChartFigure>
  );
}
