import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Icon, type IconName } from '../../../components';
import { useLoginState } from '../../session';
import { openModal } from '../../../lib/state/ui';
import { CATEGORY_PATHS, navTarget } from '../nav/navRules';
import { useLobbyCategories } from '../nav/useLobbyCategories';
import { useNavAction } from '../nav/useNavAction';
import { showLobbyNotice } from '../notices';
import styles from './GameTypeMenu.module.css';

/** The home page shows only the hot list when the game type is HOT. */
export const HOT_TYPE_PARAM = 'gameType';

const ICONS: Record<string, IconName> = {
  HOME: 'home', HOT: 'crown', FAV: 'star', LIVE: 'live', RNG: 'slots', FISH: 'fish', PVP: 'cards', SPORTS: 'sports',
  ESPORTS: 'esports', COCKFIGHT: 'cockfight', LOTT: 'lottery', ELOTT: 'ticket',
};

/** The current game type, read from where the user is (SPEC §4: it starts as HOME). */
export function currentGameType(pathname: string, search: string): string {
  if (pathname === '/favorite') return 'FAV';
  if (pathname === '/' || pathname === '/home' || pathname === '/index') {
    return new URLSearchParams(search).get(HOT_TYPE_PARAM) === 'HOT' ? 'HOT' : 'HOME';
  }
  return Object.entries(CATEGORY_PATHS).find(([type, path]) => type !== 'HOME' && path === pathname)?.[0] ?? 'HOME';
}

/**
 * SPEC §2 Lobby game type menu: HOME, HOT, FAV, then the nav types. A change
 * scrolls to top; FAV needs login, otherwise it returns to HOME and shows
 * the login popup. Types follow the same click rules as the header.
 */
export function GameTypeMenu() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  const { categories } = useLobbyCategories();
  const { act } = useNavAction();
  const navigate = useNavigate();
  const location = useLocation();
  const current = currentGameType(location.pathname, location.search);

  const choose = (type: string) => {
    window.scrollTo?.({ top: 0 });
    if (type === 'HOME') void navigate('/');
    else if (type === 'HOT') void navigate(`/?${HOT_TYPE_PARAM}=HOT`);
    else if (type === 'FAV') {
      if (!isLogin) {
        void navigate('/');
        openModal('login');
      } else if (isTrial) showLobbyNotice('trialFavourite');
      else void navigate('/favorite');
    } else {
      const cards = categories.find((category) => category.gameCategory === type)?.cards ?? [];
      act(navTarget(type, cards));
    }
  };

  const types = ['HOME', 'HOT', 'FAV', ...categories.map((category) => category.gameCategory)];
  return (
    <nav className={styles.menu} aria-label={t('gameTypeMenu.label')} data-testid="game-type-menu">
      <ul className={styles.list}>
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`${styles.item} ${current === type ? styles.active : ''}`}
              aria-current={current === type ? 'page' : undefined}
              onClick={() => choose(type)}
            >
              <Icon name={ICONS[type] ?? 'star'} size={18} />
              {['HOME', 'HOT', 'FAV'].includes(type) ? t(`gameTypeMenu.${type}`) : t(`nav.${type}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
