import { useTranslation } from '@/lib/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components';
import { pageOfPath, pagePath, typeIcon } from '@/lib/pages';
import { useLoginState } from '../../session';
import { navTarget } from '../nav/navRules';
import { useLobbyCategories } from '../nav/useLobbyCategories';
import { useNavAction } from '../nav/useNavAction';
import { admitRealMember } from './refusalDialogs';
import styles from './GameTypeMenu.module.css';

/** The home page shows only the hot list when the game type is HOT. */
export const HOT_TYPE_PARAM = 'gameType';

/** HOT is the home page filtered, so it has no page (and no icon) in the page table. */
const HOT_ICON = 'crown';

/** The current game type, read from the page the user is on (SPEC §4: it starts as HOME). */
export function currentGameType(pathname: string, search: string): string {
  const type = pageOfPath(pathname)?.gameType ?? 'HOME';
  if (type === 'HOME' && new URLSearchParams(search).get(HOT_TYPE_PARAM) === 'HOT') return 'HOT';
  return type;
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
    if (type === 'HOME') void navigate(pagePath('home'));
    else if (type === 'HOT') void navigate(`${pagePath('home')}?${HOT_TYPE_PARAM}=HOT`);
    else if (type === 'FAV') {
      // A guest goes back to HOME, under the login popup.
      if (!isLogin) void navigate(pagePath('home'));
      if (admitRealMember({ isLogin, isTrial })) void navigate(pagePath('favorite'));
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
              <Icon name={type === 'HOT' ? HOT_ICON : (typeIcon(type) ?? 'star')} size={18} />
              {['HOME', 'HOT', 'FAV'].includes(type) ? t(`gameTypeMenu.${type}`) : t(`nav.${type}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
