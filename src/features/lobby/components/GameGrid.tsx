import { useCallback } from 'react';
import { Skeleton } from '../../../components';
import { isFavourite } from '../../favourites';
import { useFavouriteToggle } from '../favourites/useFavourites';
import { useLaunchGame } from '../launch';
import { GameTile, hasStartButton, type TileGame } from './GameTile';
import styles from './GameGrid.module.css';
import tileStyles from './GameTile.module.css';

interface GameGridProps {
  games: readonly TileGame[] | undefined;
  /** Placeholders shown while loading, sized like tiles so nothing shifts. */
  placeholders: number;
  loading: boolean;
  /** The games are not requested yet (a section below the fold): the placeholders stay still. */
  deferred?: boolean;
  /** The list's one game type, if it has one: its tiles' start button (or none) is reserved while loading. */
  gameType?: string;
  label: string;
  /** Tiles in the first row load eagerly. */
  eagerCount?: number;
}

/**
 * A tile's stand-in. Its caption is built from the tile's own caption classes
 * (name line, vendor line, start button), so it is exactly as tall as the tile
 * that replaces it and the grid does not grow when the games arrive.
 */
function PlaceholderTile({ shimmer, startButton }: { shimmer: boolean; startButton: boolean }) {
  return (
    <div className={styles.placeholder}>
      <Skeleton className={styles.placeholderMedia} height="auto" radius={0} shimmer={shimmer} />
      <div className={tileStyles.caption}>
        <span className={`${tileStyles.name} ${styles.placeholderLine}`}>
          {'\u00a0'}
          <Skeleton className={styles.placeholderBar} width="80%" height="75%" shimmer={shimmer} />
        </span>
        <span className={`${tileStyles.vendor} ${styles.placeholderLine}`}>
          {'\u00a0'}
          <Skeleton className={styles.placeholderBar} width="45%" height="75%" shimmer={shimmer} />
        </span>
        {startButton ? <span className={`${tileStyles.start} ${styles.placeholderButton}`}>{'\u00a0'}</span> : null}
      </div>
    </div>
  );
}

function GameGridSkeleton({ count, shimmer, startButton }: { count: number; shimmer: boolean; startButton: boolean }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        <PlaceholderTile key={index} shimmer={shimmer} startButton={startButton} />
      ))}
    </div>
  );
}

/** A grid of game tiles with favourites and launching wired in. */
export function GameGrid({ games, placeholders, loading, deferred = false, gameType, label, eagerCount = 6 }: GameGridProps) {
  const { ids, toggle } = useFavouriteToggle();
  const launch = useLaunchGame();
  const onPlay = useCallback((game: TileGame, freeTrial: boolean) => void launch(game, { freeTrial }), [launch]);
  if (loading || !games) {
    // A list of mixed types shows start buttons in (nearly) every row.
    return <GameGridSkeleton count={placeholders} shimmer={!deferred} startButton={gameType ? hasStartButton(gameType) : true} />;
  }
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
