import type { CSSProperties, ReactNode } from 'react';
import styles from './PageKit.module.css';

const join = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

interface SectionHeadProps {
  title: ReactNode;
  /** The heading's level in the page's outline. */
  level?: 2 | 3;
  titleId?: string;
  /** Controls or a note on the right of the title. */
  children?: ReactNode;
  className?: string;
}

/** A section's head: its title in the display face, with optional actions on the right. */
export function SectionHead({ title, level = 2, titleId, children, className }: SectionHeadProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={join(styles.sectionHead, className)}>
      <Heading id={titleId} className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

interface PanelProps {
  /** A gradient surface with a shadow instead of the flat one. */
  raised?: boolean;
  as?: 'section' | 'div' | 'aside';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/** A bordered surface around one block of a page. */
export function Panel({ raised, as: Tag = 'section', className, children, ...aria }: PanelProps) {
  return (
    <Tag className={join(styles.panel, raised && styles.raised, className)} {...aria}>
      {children}
    </Tag>
  );
}

interface EmptyStateProps {
  /** An icon above the title. */
  icon?: ReactNode;
  title?: ReactNode;
  text?: ReactNode;
  /** A larger title and a body-size text, for a whole page's list. */
  large?: boolean;
  /** A failed load: the state is announced, and the retry button shows when `onRetry` is given. */
  alert?: boolean;
  onRetry?: () => void;
  retryLabel?: string;
  testId?: string;
  className?: string;
  children?: ReactNode;
}

/** The class of EmptyState's retry button, for a link that takes its place (e.g. "browse games"). */
export const emptyActionClass = styles.retry;

/** Nothing to show, or a load that failed, in a dashed frame. */
export function EmptyState({ icon, title, text, large, alert, onRetry, retryLabel, testId, className, children }: EmptyStateProps) {
  return (
    <div className={join(styles.empty, large && styles.large, className)} role={alert ? 'alert' : undefined} data-testid={testId}>
      {icon}
      {title ? <p className={styles.emptyTitle}>{title}</p> : null}
      {text ? <p className={styles.emptyText}>{text}</p> : null}
      {children}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

export type StatTone = 'gold' | 'net' | 'credit' | 'debit' | 'info' | 'plain';

interface StatTileProps {
  label: ReactNode;
  value: ReactNode;
  tone?: StatTone;
  /** A small line under the figure, inside it (e.g. how many bets a sum counts). */
  note?: ReactNode;
  /** A small line under the figure, as its own description. */
  hint?: ReactNode;
  /** A card shadow under the tile. */
  shadow?: boolean;
  /** Keeps the figure on one line. */
  nowrap?: boolean;
}

/** A labelled figure with a glow in its tone; one `<div>` of a StatGrid's `<dl>`. */
export function StatTile({ label, value, tone = 'plain', note, hint, shadow, nowrap }: StatTileProps) {
  return (
    <div className={join(styles.tile, tone !== 'plain' && styles[tone], shadow && styles.tileShadow, nowrap && styles.nowrap)}>
      <dt className={styles.tileLabel}>{label}</dt>
      <dd className={styles.tileValue}>
        {value}
        {note ? <span className={styles.tileNote}>{note}</span> : null}
      </dd>
      {hint ? <dd className={styles.tileHint}>{hint}</dd> : null}
    </div>
  );
}

interface StatGridProps {
  /** The narrowest a tile gets before the grid wraps, in px. */
  minTile?: number;
  'aria-label'?: string;
  children: ReactNode;
}

/** A row of StatTiles that wraps when narrow: a description list of figures. */
export function StatGrid({ minTile = 180, children, ...aria }: StatGridProps) {
  return (
    <dl className={styles.statGrid} style={{ '--stat-min': `${minTile}px` } as CSSProperties} {...aria}>
      {children}
    </dl>
  );
}
