import { formatCellMoney, Skeleton, StatGrid, StatTile } from '@/components';

export interface TotalsTile {
  label: string;
  amount: number;
  /** credit green, debit red, net gold and signed, plain white. */
  tone: 'credit' | 'debit' | 'net' | 'plain';
  /** A count (bets, days) rather than money. */
  count?: boolean;
  /** A second line under the figure, e.g. how many bets it sums. */
  note?: string;
}

/** The totals of the whole filter as tiles above the table (the table's tfoot repeats them). */
export function TotalsStrip({ tiles, loading, symbol, languageTag }: { tiles: TotalsTile[]; loading: boolean; symbol: string; languageTag: string }) {
  return (
    <StatGrid>
      {tiles.map((tile) => (
        <StatTile
          key={tile.label}
          label={tile.label}
          tone={tile.tone === 'plain' ? 'info' : tile.tone}
          value={
            loading ? (
              <Skeleton width={120} height={24} />
            ) : tile.count ? (
              tile.amount.toLocaleString(languageTag)
            ) : (
              formatCellMoney(tile.amount, { symbol, languageTag, signed: tile.tone === 'net' })
            )
          }
          note={tile.note && !loading ? tile.note : undefined}
        />
      ))}
    </StatGrid>
  );
}
