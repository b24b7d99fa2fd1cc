import { useTranslation } from '@/lib/useTranslation';
import type { LotteryGame, LotteryGroup } from '../api';
import { Icon, Skeleton } from '@/components';
import styles from './GameMenu.module.css';

interface GameMenuProps {
  groups: LotteryGroup[] | undefined;
  /** The member's recent lottery games (L3), shown after the favourites when there are any. */
  recent?: LotteryGame[];
  selected: string | undefined;
  favourites: string[];
  onSelect: (game: LotteryGame) => void;
  onToggleFavourite: (gameCode: string) => void;
}

/** The lottery menu entries (SPEC §3 gameMenus), with the player's favourites (LOTTFAV) first. */
export function GameMenu({ groups, recent = [], selected, favourites, onSelect, onToggleFavourite }: GameMenuProps) {
  const { t } = useTranslation();
  if (!groups) {
    return (
      <div className={styles.menu} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height={44} radius={10} />
        ))}
      </div>
    );
  }
  const all = groups.flatMap((group) => group.games);
  const favouriteGames = favourites.map((code) => all.find((game) => game.gameCode === code)).filter((game) => game !== undefined);
  // Recent games of this menu only: another area's or mode's games cannot be opened here.
  const recentGames = recent.filter((game) => all.some((entry) => entry.gameCode === game.gameCode));
  const sections: LotteryGroup[] = [
    { code: 'FAV', name: t('lottery.menu.favourites'), games: favouriteGames },
    ...(recentGames.length > 0 ? [{ code: 'RECENT', name: t('lottery.menu.recent'), games: recentGames }] : []),
    ...groups,
  ];
  return (
    <nav className={styles.menu} aria-label={t('lottery.menu.label')}>
      {sections.map((group) => (
        <section key={group.code} className={styles.group} aria-labelledby={`lottery-group-${group.code}`}>
          <h2 id={`lottery-group-${group.code}`} className={styles.heading}>
            {group.code === 'FAV' ? <Icon name="star" size={14} /> : null}
            {group.name}
          </h2>
          {group.games.length === 0 ? (
            <p className={styles.hint}>{t('lottery.menu.noFavourites')}</p>
          ) : (
            <ul className={styles.list}>
              {group.games.map((game) => {
                const isFavourite = favourites.includes(game.gameCode);
                return (
                  <li key={game.gameCode} className={`${styles.row} ${game.gameCode === selected ? styles.active : ''}`}>
                    <button type="button" className={styles.game} aria-pressed={game.gameCode === selected} onClick={() => onSelect(game)}>
                      {game.icon ? <img src={game.icon} alt="" width={28} height={28} className={styles.icon} loading="lazy" /> : null}
                      <span className={styles.name}>{game.name}</span>
                      {game.drawType === 'FAST' ? <span className={styles.fast}>{t('lottery.menu.fast')}</span> : null}
                    </button>
                    <button
                      type="button"
                      className={`${styles.star} ${isFavourite ? styles.starred : ''}`}
                      aria-pressed={isFavourite}
                      aria-label={t('lottery.menu.favourite', { name: game.name })}
                      onClick={() => onToggleFavourite(game.gameCode)}
                    >
                      <Icon name="star" size={16} />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </nav>
  );
}
