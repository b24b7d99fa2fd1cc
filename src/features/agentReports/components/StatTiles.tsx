import { Skeleton, StatGrid, StatTile as KitStatTile } from '@/components';

export interface StatTile {
  label: string;
  value: string;
  tone?: 'credit' | 'debit' | 'net' | 'info' | 'plain';
  hint?: string;
}

/** The totals of the whole filter as tiles above a report's table. */
export function StatTiles({ tiles, loading, label }: { tiles: readonly StatTile[]; loading: boolean; label: string }) {
  return (
    <StatGrid minTile={170} aria-label={label}>
      {tiles.map((tile) => (
        <KitStatTile
          key={tile.label}
          label={tile.label}
          tone={!tile.tone || tile.tone === 'plain' ? 'gold' : tile.tone}
          value={loading ? <Skeleton width={120} height={24} /> : tile.value}
          hint={tile.hint}
          shadow
          nowrap
        />
      ))}
    </StatGrid>
  );
}
