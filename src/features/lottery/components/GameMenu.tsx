import { useTranslation } from '../../../lib/useTranslation';
import type { LotteryGameEntry, LotteryMenuGroup } from '../../../../contracts/lottery';
import { Icon, Skeleton } from '../../../components';
import styles from './GameMenu.module.css';

interface GameMenuProps {
  groups: LotteryMenuGroup[] | undefined;
  selected: string | undefined;
  favourites: string[];
  onSelect: (game: LotteryGameEntry) => void;
  onToggleFavourite: (gameCode: string) => void;
}

/** The lottery menu entries (SPEC §3 gameMenus), with the player's favourites (LOTTFAV) first. */
export function GameMenu({ groups, selected, favourites, onSelect, onToggleFavourite }: GameMenuProps) {
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
  const sections = [
    { menuCode: 'FAV', menuName: t('lottery.menu.favourites'), games: favouriteGames },
    ...groups,
  ];
  return (
    <nav className={styles.menu} aria-label={t('lottery.menu.label')}>
      {sections.map((group) => (
        <section key={group.menuCode} className={styles.group} aria-labelledby={`lottery-group-${group.menuCode}`}>
          <h2 id={`lottery-group-${group.menuCode}`} className={styles.heading}>
            {group.menuCode === 'FAV' ? <Icon name="star" size={14} /> : null}
            {group.menuName}
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
                      <img src={game.iconUrl} alt="" width={28} height={28} className={styles.icon} loading="lazy" />
                      <span className={styles.name}>{game.gameName}</span>
                      {game.drawType === 'FAST' ? <span className={styles.fast}>{t('lottery.menu.fast')}</span> : null}
                    </button>
                    <button
                      type="button"
                      className={`${styles.star} ${isFavourite ? styles.starred : ''}`}
                      aria-pressed={isFavourite}
                      aria-label={t('lottery.menu.favourite', { name: game.gameName })}
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
