import { useId, type ReactNode } from 'react';
import styles from './Chart.module.css';

export interface ChartSeries {
  key: string;
  /** The legend's words for the series. */
  label: string;
  /** The bar gradient, from its start to its end. */
  stops: readonly [string, string];
  /** A class that sets `--swatch` for the legend mark (gold without one). */
  swatchClassName?: string;
}

export interface ChartFigureProps {
  title: string;
  /** What the chart shows, read after the title. */
  description: string;
  /** The id of the table that holds the same figures: screen readers read the numbers there rather than bar by bar. */
  tableId: string;
  width: number;
  height: number;
  series: readonly ChartSeries[];
  /** Which way the bars grow, so their gradient runs along them. */
  direction: 'up' | 'right';
  /** Replaces the caption title's look where a page's card titles differ. */
  titleClassName?: string;
  /** The drawing; `fill(key)` paints with a series' gradient. */
  children: (fill: (key: string) => string) => ReactNode;
}

/**
 * The frame every bar chart shares: a card with a caption (title and legend)
 * and an SVG that screen readers meet as one image with a title, a description
 * and a pointer to the table beside it.
 */
export function ChartFigure({ title, description, tableId, width, height, series, direction, titleClassName, children }: ChartFigureProps) {
  const titleId = useId();
  const descId = useId();
  const along = direction === 'up' ? { x2: '0', y2: '1' } : { x2: '1', y2: '0' };
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={titleClassName ?? styles.title}>{title}</span>
        <span className={styles.legend} aria-hidden="true">
          {series.map((item) => (
            <span key={item.key} className={[styles.legendItem, item.swatchClassName].filter(Boolean).join(' ')}>{item.label}</span>
          ))}
        </span>
      </figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} aria-details={tableId}>
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <defs>
          {series.map((item) => (
            <linearGradient key={item.key} id={`${titleId}-${item.key}`} x1="0" y1="0" {...along}>
              <stop offset="0%" stopColor={item.stops[0]} />
              <stop offset="100%" stopColor={item.stops[1]} />
            </linearGradient>
          ))}
        </defs>
        {children((key) => `url(#${titleId}-${key})`)}
      </svg>
    </figure>
  );
}

/** Classes for the marks a chart draws inside the frame: dashed gridlines, the zero line, an axis line and its labels. */
export { default as chartMarks } from './Chart.module.css';
