import { useTranslation } from '@/lib/useTranslation';
import { ChartFigure, chartMarks } from '@/components';
import type { RgActivityRow } from '@contracts/responsibleGaming';
import { useMoney } from '../../promotions';
import { layoutActivity } from '../rules/activityChart';
import styles from './rg.module.css';

const BOX = { width: 760, left: 150, rowHeight: 40, right: 120 };

/**
 * Stakes (gold) and wins (violet) per vertical as SVG bars, the net at the
 * end of each row, in the kit's chart frame, which names the table beside it
 * (the same numbers, for screen readers).
 */
export function ActivityChart({ rows, tableId }: { rows: readonly RgActivityRow[]; tableId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const bars = layoutActivity(rows, { width: BOX.width - BOX.right, left: BOX.left, rowHeight: BOX.rowHeight });
  const height = rows.length * BOX.rowHeight + 8;

  return (
    <ChartFigure
      title={t('rgActivity.chartTitle')}
      description={t('rgActivity.chartDesc')}
      tableId={tableId}
      width={BOX.width}
      height={height}
      direction="right"
      titleClassName={styles.cardTitle}
      series={[
        { key: 'bet', label: t('rgActivity.columns.betAmount'), stops: ['#e0a800', '#ffe08a'] },
        { key: 'win', label: t('rgActivity.columns.payout'), stops: ['#7c3aed', '#c084fc'], swatchClassName: styles.legendWin },
      ]}
    >
      {(fill) =>
        bars.map((bar) => (
          <g key={bar.gameType} transform={`translate(0 ${bar.y + 4})`}>
            <text x={BOX.left - 12} y={BOX.rowHeight / 2 - 2} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
              {t(`nav.${bar.gameType}`)}
            </text>
            <line x1={BOX.left} x2={BOX.left} y1={0} y2={BOX.rowHeight - 4} className={chartMarks.axisLine} />
            <rect x={BOX.left} y={6} width={Math.max(bar.betWidth, 0)} height={11} rx={3} fill={fill('bet')}>
              <title>{`${t(`nav.${bar.gameType}`)} · ${t('rgActivity.columns.betAmount')}`}</title>
            </rect>
            <rect x={BOX.left} y={19} width={Math.max(bar.payoutWidth, 0)} height={11} rx={3} fill={fill('win')}>
              <title>{`${t(`nav.${bar.gameType}`)} · ${t('rgActivity.columns.payout')}`}</title>
            </rect>
            <text x={BOX.width - 4} y={BOX.rowHeight / 2 - 2} textAnchor="end" dominantBaseline="middle" className={bar.net < 0 ? styles.netLoss : styles.netWin}>
              {money(bar.net, true)}
            </text>
          </g>
        ))
      }
    </ChartFigure>
  );
}
