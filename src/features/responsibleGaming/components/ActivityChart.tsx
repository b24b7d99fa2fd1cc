import { useId } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import type { RgActivityRow } from '../../../../contracts/responsibleGaming';
import { useMoney } from '../../promotions';
import { layoutActivity } from '../rules/activityChart';
import styles from './rg.module.css';

const BOX = { width: 760, left: 150, rowHeight: 40, right: 120 };

/**
 * Stakes (gold) and wins (violet) per vertical as SVG bars, the net at the
 * end of each row. The figure names the table beside it, which holds the
 * same numbers for screen readers.
 */
export function ActivityChart({ rows, tableId }: { rows: readonly RgActivityRow[]; tableId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const descId = useId();
  const bars = layoutActivity(rows, { width: BOX.width - BOX.right, left: BOX.left, rowHeight: BOX.rowHeight });
  const height = rows.length * BOX.rowHeight + 8;

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>
        <span className={styles.cardTitle}>{t('rgActivity.chartTitle')}</span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.legendBet}>{t('rgActivity.columns.betAmount')}</span>
          <span className={styles.legendWin}>{t('rgActivity.columns.payout')}</span>
        </span>
      </figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${BOX.width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} aria-details={tableId}>
        <title id={titleId}>{t('rgActivity.chartTitle')}</title>
        <desc id={descId}>{t('rgActivity.chartDesc')}</desc>
        <defs>
          <linearGradient id={`${titleId}-bet`} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0%" stopColor="#e0a800" />
            <stop offset="100%" stopColor="#ffe08a" />
          </linearGradient>
          <linearGradient id={`${titleId}-win`} x1="0" x2="1" y1="0" y2="0">
            <stop offset="0%" stopColor="#7c3aed" />
            <stop offset="100%" stopColor="#c084fc" />
          </linearGradient>
        </defs>
        {bars.map((bar) => (
          <g key={bar.gameType} transform={`translate(0 ${bar.y + 4})`}>
            <text x={BOX.left - 12} y={BOX.rowHeight / 2 - 2} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
              {t(`nav.${bar.gameType}`)}
            </text>
            <line x1={BOX.left} x2={BOX.left} y1={0} y2={BOX.rowHeight - 4} className={styles.axisLine} />
            <rect x={BOX.left} y={6} width={Math.max(bar.betWidth, 0)} height={11} rx={3} fill={`url(#${titleId}-bet)`}>
              <title>{`${t(`nav.${bar.gameType}`)} · ${t('rgActivity.columns.betAmount')}`}</title>
            </rect>
            <rect x={BOX.left} y={19} width={Math.max(bar.payoutWidth, 0)} height={11} rx={3} fill={`url(#${titleId}-win)`}>
              <title>{`${t(`nav.${bar.gameType}`)} · ${t('rgActivity.columns.payout')}`}</title>
            </rect>
            <text x={BOX.width - 4} y={BOX.rowHeight / 2 - 2} textAnchor="end" dominantBaseline="middle" className={bar.net < 0 ? styles.netLoss : styles.netWin}>
              {money(bar.net, true)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
