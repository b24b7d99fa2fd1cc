import { memo } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Badge, Icon, Image, Skeleton } from '@/components';
import type { LobbyGame } from '../api';
import styles from './GameTile.module.css';

/** A tile shows one game of the lobby's one list shape (api.ts toLobbyGame). */
export type TileGame = LobbyGame;

/** The default game icon, drawn inline so it never fails to load. */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2149"/><stop offset="1" stop-color="#161129"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><circle cx="120" cy="110" r="52" fill="none" stroke="#f5c542" stroke-width="6" stroke-dasharray="18 12"/><text x="120" y="126" text-anchor="middle" font-family="Georgia,serif" font-size="48" font-weight="700" fill="#f5c542">7</text></svg>',
  );


/** Every category but RNG starts a game in place (SPEC §2's in_immediate_game button). */
const hasStartButton = (gameType: string) => gameType !== 'RNG';

interface GameTileProps {
  game: TileGame;
  favourite: boolean;
  onToggleFavourite: (game: TileGame) => void;
  onPlay: (game: TileGame, freeTrial: boolean) => void;
  /** Eager-load the first row (above the fold). */
  eager?: boolean;
}

/**
 * SPEC §2 game tile: hot badge (isHot 1), the image with a default-icon
 * fallback, the name, a free-trial option when supportPlay is 0, the
 * favourite toggle; every category but RNG also has the in_immediate_game
 * start button. A tile that stands for a vendor (isGame "VASSALAGE") opens
 * the vendor's games and is no favourite.
 */
export const GameTile = memo(function GameTile({ game, favourite, onToggleFavourite, onPlay, eager }: GameTileProps) {
  const { t } = useTranslation();
  const name = game.name;
  const immediate = hasStartButton(game.gameType) && !game.opensVendor;
  return (
    <article className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      <div className={styles.media}>
        <Image className={styles.image} src={game.icon} fallback={DEFAULT_GAME_ICON} alt="" width={240} height={240} load={eager ? 'eager' : 'lazy'} />
        {game.hot ? (
          <span className={styles.hot}>
            <Badge tone="hot">{t('lobby.tile.hot')}</Badge>
          </span>
        ) : null}
        {game.opensVendor ? null : (
          <button
            type="button"
            className={`${styles.fav} ${favourite ? styles.favOn : ''}`}
            aria-pressed={favourite}
            aria-label={t('lobby.tile.favourite', { name })}
            onClick={() => onToggleFavourite(game)}
          >
            <Icon name="star" size={18} />
          </button>
        )}
        <div className={styles.overlay}>
          {game.opensVendor ? (
            <button type="button" className={styles.play} onClick={() => onPlay(game, false)} aria-label={t('lobby.tile.openVendor', { name })}>
              {t('lobby.tile.games')}
            </button>
          ) : (
            <button type="button" className={styles.play} onClick={() => onPlay(game, false)} aria-label={t('lobby.tile.playGame', { name })}>
              {t('lobby.tile.play')}
            </button>
          )}
          {game.freeTrial && !game.opensVendor ? (
            <button type="button" className={styles.trial} onClick={() => onPlay(game, true)} aria-label={t('lobby.tile.trialGame', { name })}>
              {t('lobby.tile.trial')}
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.caption}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.vendor}>{game.vendorLabel}</p>
        {immediate ? (
          <button type="button" className={styles.start} onClick={() => onPlay(game, false)} aria-label={t('lobby.tile.startGame', { name })}>
            {t('lobby.tile.start')}
          </button>
        ) : null}
      </div>
    </article>
  );
});

interface TilePlaceholderProps {
  /** The list's one game type; a list of mixed types shows start buttons in (nearly) every row, so it reserves one. */
  gameType?: string;
  /** Off while the list is not requested yet (a section below the fold). */
  shimmer: boolean;
}

/**
 * A tile's stand-in while its list loads. Its caption is built from the
 * tile's own caption classes (name line, vendor line, start button), so it is
 * exactly as tall as the tile that replaces it and the grid does not grow
 * when the games arrive.
 */
export function TilePlaceholder({ gameType, shimmer }: TilePlaceholderProps) {
  return (
    <div className={styles.placeholder}>
      <Skeleton className={styles.placeholderMedia} height="auto" radius={0} shimmer={shimmer} />
      <div className={styles.caption}>
        <span className={`${styles.name} ${styles.placeholderLine}`}>
          {'\u00a0'}
          <Skeleton className={styles.placeholderBar} width="80%" height="75%" shimmer={shimmer} />
        </span>
        <span className={`${styles.vendor} ${styles.placeholderLine}`}>
          {'\u00a0'}
          <Skeleton className={styles.placeholderBar} width="45%" height="75%" shimmer={shimmer} />
        </span>
        {!gameType || hasStartButton(gameType) ? <span className={`${styles.start} ${styles.placeholderButton}`}>{'\u00a0'}</span> : null}
      </div>
    </div>
  );
}
