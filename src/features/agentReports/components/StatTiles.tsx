import { Skeleton } from '@/components';
import styles from './reports.module.css';

export interface StatTile {
  label: string;
  value: string;
  tone?: 'credit' | 'debit' | 'net' | 'info' | 'plain';
  hint?: string;
}

/** The totals of the whole filter as tiles above a report's table. */
export function StatTiles({ tiles, loading, label }: { tiles: readonly StatTile[]; loading: boolean; label: string }) {
  return (
    <dl className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.label} className={`${styles.tile} ${tile.tone && tile.tone !== 'plain' ? styles[tile.tone] : ''}`}>
          <dt className={styles.tileLabel}>{tile.label}</dt>
          <dd className={styles.tileValue}>{loading ? <Skeleton width={120} height={24} /> : tile.value}</dd>
          {tile.hint ? <dd className={styles.tileHint}>{tile.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
