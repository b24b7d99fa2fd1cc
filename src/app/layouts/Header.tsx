import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { Button, Icon, Skeleton } from '../../components';
import { contract, useRouteQuery } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { languageTag } from '../../lib/languages';
import { publicState } from '../../lib/state/public';
import { session } from '../../lib/state/session';
import { openModal } from '../../lib/state/ui';
import { memberPage, NAV_PATHS } from '../navigation';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { useMenu } from './useMenu';

function Balance() {
  const { t, i18n } = useTranslation();
  const { currencySymbol } = useSnapshot(publicState);
  const balance = useRouteQuery(contract.wallet.getBalance, undefined, { staleTime: 15_000 });
  if (balance.isPending) return <Skeleton width={90} height={18} />;
  return (
    <span className={styles.balance} aria-label={t('header.balance')}>
      {formatMoney(balance.data?.balance ?? 0, languageTag(i18n.language), currencySymbol)}
    </span>
  );
}

/** SPEC §2 Header: nav, notice bell, login/register or member info, and the shortcuts. */
export function Header() {
  const { t } = useTranslation();
  const { isLogin, userInfo, isAgent } = useSnapshot(session);
  const { items } = useMenu();
  return (
    <header className={styles.header}>
      <Logo />
      <nav className={styles.nav} aria-label={t('header.navigation')}>
        {items.map((item) => (
          <NavLink key={item.menuType} to={NAV_PATHS[item.menuType] ?? '/'} className={({ isActive }) => `${styles.navItem} ${isActive ? styles.active : ''}`} end={item.menuType === 'HOME'}>
            {t(`nav.${item.menuType}`)}
          </NavLink>
        ))}
      </nav>
      <div className={styles.actions}>
        <button type="button" className={styles.bell} aria-label={t('header.notices')} onClick={() => openModal('announcements')}>
          <Icon name="bell" />
        </button>
        {isLogin && userInfo ? (
          <>
            <div className={styles.member}>
              <span className={styles.nickname}>{userInfo.nickname}</span>
              <Balance />
            </div>
            <Link to={memberPage('depositv2')} className={styles.shortcut}>
              {t('header.deposit')}
            </Link>
            <Link to={memberPage('withdraw')} className={styles.shortcut}>
              {t('header.withdraw')}
            </Link>
            {isAgent ? (
              <Link to="/agent" className={styles.shortcut}>
                {t('header.agent')}
              </Link>
            ) : null}
          </>
        ) : (
          <>
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
}
