import { formatCellMoney, Skeleton } from '../../../components';
import styles from './TotalsStrip.module.css';

export interface TotalsTile {
  label: string;
  amount: number;
  tone: 'credit' | 'debit' | 'net';
}

/** The totals of the whole filter as tiles above the table (the table's tfoot repeats the net). */
export function TotalsStrip({ tiles, loading, symbol, languageTag }: { tiles: TotalsTile[]; loading: boolean; symbol: string; languageTag: string }) {
  return (
    <dl className={styles.strip}>
      {tiles.map((tile) => (
        <div key={tile.label} className={`${styles.tile} ${styles[tile.tone]}`}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>
            {loading ? <Skeleton width={120} height={24} /> : formatCellMoney(tile.amount, { symbol, languageTag, signed: tile.tone === 'net' })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
