import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';
import { Button, Icon } from '../../components';
import { useLoginState } from '../../features/session';
import { openModal } from '../../lib/state/ui';
import { pagePath } from '../../lib/pages';
import styles from './Header.module.css';
import { HeaderNav } from './HeaderNav';
import { LazyHeaderMember } from './LazyHeaderMember';
import { Logo } from './Logo';

/** The member's favourite and recent lists warm on login (SPEC §7); a guest never loads that code. */
const WarmMemberLists = lazy(() => import('./WarmMemberLists'));
/** The balance follows the money (pending orders, the tab's return, the member's other tabs): members only. */
const MoneyFollows = lazy(() => import(/* webpackChunkName: "money-follows" */ './MoneyFollows'));

/**
 * SPEC §2 Header: nav, notice bell, login/register or member info, and the shortcuts.
 * Memoised without props: the layout re-renders on every URL change (its route meta), and a
 * lobby page, vendor or type switch must not re-render the header with it; the nav links
 * follow the URL on their own.
 */
export const Header = memo(function Header() {
  const { t } = useTranslation();
  const { isLogin } = useLoginState();
  return (
    <header className={styles.header} data-fixed-bar>
      <Logo />
      <HeaderNav />
      <div className={styles.actions}>
        <button type="button" className={styles.bell} aria-label={t('header.notices')} onClick={() => openModal('announcements')}>
          <Icon name="bell" />
        </button>
        {isLogin ? (
          <>
            <LazyHeaderMember />
            <Suspense fallback={null}>
              <WarmMemberLists />
              <MoneyFollows />
            </Suspense>
          </>
        ) : (
          <>
            {/* SPEC §2 Header shortcuts: a signed-out agent finds its door here (the member panel keeps it for agents). */}
            <Link to={pagePath('agent')} className={styles.agentLink} data-testid="header-agent-link">
              <Icon name="briefcase" size={16} />
              {t('header.agent')}
            </Link>
            <Button variant="ghost" size="sm" onClick={() => openModal('login')}>
              {t('header.login')}
            </Button>
            <Button size="sm" onClick={() => openModal('register')}>
              {t('header.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
});
