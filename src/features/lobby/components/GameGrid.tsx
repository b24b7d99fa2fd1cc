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
  /** The games are not requested yet (a section below the fold): the placeholders stay still. */
  deferred?: boolean;
  label: string;
  /** Tiles in the first row load eagerly. */
  eagerCount?: number;
}

function GameGridSkeleton({ count, shimmer }: { count: number; shimmer: boolean }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.placeholder}>
          <Skeleton className={styles.placeholderMedia} height="auto" radius={0} shimmer={shimmer} />
          <div className={styles.placeholderCaption}>
            <Skeleton height={14} width="80%" shimmer={shimmer} />
            <Skeleton height={11} width="45%" shimmer={shimmer} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A grid of game tiles with favourites and launching wired in. */
export function GameGrid({ games, placeholders, loading, deferred = false, label, eagerCount = 6 }: GameGridProps) {
  const { ids, toggle } = useFavouriteToggle();
  const launch = useLaunchGame();
  const onPlay = useCallback((game: TileGame, freeTrial: boolean) => void launch(game, { freeTrial }), [launch]);
  if (loading || !games) return <GameGridSkeleton count={placeholders} shimmer={!deferred} />;
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
