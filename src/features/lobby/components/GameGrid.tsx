import { useCallback } from 'react';
import { Skeleton } from '../../../components';
import { isFavourite } from '../../favourites';
import { useFavouriteToggle } from '../favourites/useFavourites';
import { useLaunchGame } from '../launch';
import { GameTile, type TileGame } from './GameTile';
import styles from './GameGrid.module.css';

interface GameGridProps {
  games: readonly TileGame[] | undefined;
  /** Placeholders shown while loading, sized like tiles so nothing shifts. */
  placeholders: number;
  loading: boolean;
  label: string;
  /** Tiles in the first row load eagerly. */
  eagerCount?: number;
}

function GameGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.placeholder}>
          <Skeleton className={styles.placeholderMedia} height="auto" radius={0} />
          <div className={styles.placeholderCaption}>
            <Skeleton height={14} width="80%" />
            <Skeleton height={11} width="45%" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A grid of game tiles with favourites and launching wired in. */
export function GameGrid({ games, placeholders, loading, label, eagerCount = 6 }: GameGridProps) {
  const { ids, toggle } = useFavouriteToggle();
  const launch = useLaunchGame();
  const onPlay = useCallback((game: TileGame, freeTrial: boolean) => void launch(game, { freeTrial }), [launch]);
  if (loading || !games) return <GameGridSkeleton count={placeholders} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className={styles.cell}>
          <GameTile game={game} favourite={isFavourite(ids, game.nodeId)} onToggleFavourite={toggle} onPlay={onPlay} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
