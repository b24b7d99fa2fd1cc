import { useId } from 'react';
import styles from './TrendChart.module.css';

export interface TrendPoint {
  /** yyyy-MM-dd */
  day: string;
  value: number;
}

interface TrendChartProps {
  points: readonly TrendPoint[];
  /** The chart's name, e.g. "Valid bets per day". */
  title: string;
  format: (value: number) => string;
  /** Column headers of the data table assistive technology reads instead of the drawing. */
  dayHeader: string;
  valueHeader: string;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 16 };

/**
 * A per-day line-and-area chart in plain SVG. The drawing is decorative for
 * screen readers: the same figures are in a visually hidden table, and the
 * SVG carries a one-line summary (first, last, highest day).
 */
export function TrendChart({ points, title, format, dayHeader, valueHeader }: TrendChartProps) {
  const gradientId = useId();
  const values = points.map((point) => point.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (index / (points.length - 1)) * innerW);
  const y = (value: number) => PAD.top + ((max - value) / span) * innerH;
  const line = points.map((point, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)} ${y(point.value).toFixed(1)}`).join(' ');
  const area = points.length ? `${line} L${x(points.length - 1).toFixed(1)} ${y(0).toFixed(1)} L${x(0).toFixed(1)} ${y(0).toFixed(1)} Z` : '';
  const peak = points.reduce<TrendPoint | undefined>((best, point) => (!best || point.value > best.value ? point : best), undefined);
  const summary = peak ? `${title}: ${points[0]!.day} ${format(points[0]!.value)} … ${points.at(-1)!.day} ${format(points.at(-1)!.value)}; ${peak.day} ${format(peak.value)}` : title;
  const labelEvery = Math.max(1, Math.ceil(points.length / 8));

  return (
    <figure className={styles.figure}>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary}>
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--brand-primary)" stopOpacity="0.45" />
            <stop offset="100%" stopColor="var(--brand-primary)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0, 0.25, 0.5, 0.75, 1].map((step) => (
          <line key={step} className={styles.grid} x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + step * innerH} y2={PAD.top + step * innerH} />
        ))}
        <line className={styles.zero} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        {area ? <path d={area} fill={`url(#${gradientId})`} /> : null}
        {line ? <path d={line} className={styles.line} /> : null}
        {points.map((point, index) => (
          <circle key={point.day} className={styles.dot} cx={x(index)} cy={y(point.value)} r={points.length > 40 ? 1.5 : 3} />
        ))}
        {points.map((point, index) =>
          index % labelEvery === 0 || index === points.length - 1 ? (
            <text key={point.day} className={styles.tick} x={x(index)} y={HEIGHT - 8} textAnchor="middle">
              {point.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dayHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.day}>
              <td>{point.day}</td>
              <td>{format(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
