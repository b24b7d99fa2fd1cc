import { useCallback } from 'react';
import { isFavourite } from '../../favouriteGames';
import { useFavouriteToggle } from '../favouriteToggle/useFavouriteToggle';
import { useLaunchGame, useOpenVendor } from '../launch';
import { GameTile, TilePlaceholder, type TileGame } from './GameTile';
import styles from './GameGrid.module.css';

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

function GameGridSkeleton({ count, gameType, shimmer }: { count: number; gameType?: string; shimmer: boolean }) {
  return (
    <div className={styles.grid} aria-hidden="true" data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        <TilePlaceholder key={index} gameType={gameType} shimmer={shimmer} />
      ))}
    </div>
  );
}

/** A grid of game tiles with favourites and launching wired in. */
export function GameGrid({ games, placeholders, loading, deferred = false, gameType, label, eagerCount = 6 }: GameGridProps) {
  const { ids, toggle } = useFavouriteToggle();
  const launch = useLaunchGame();
  const openVendor = useOpenVendor();
  const onPlay = useCallback(
    (game: TileGame, freeTrial: boolean) => (game.opensVendor ? openVendor(game) : void launch(game, { freeTrial })),
    [launch, openVendor],
  );
  if (loading || !games) return <GameGridSkeleton count={placeholders} gameType={gameType} shimmer={!deferred} />;
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
