import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_PATHS } from '../navigation';
import styles from './Header.module.css';
import { useMenu } from './useMenu';

/** SPEC §2 Header navigation: one item per category that has vendors. */
export function HeaderNav() {
  const { t } = useTranslation();
  const { items } = useMenu();
  return (
    <nav className={styles.nav} aria-label={t('header.navigation')}>
      {items.map((item) => (
        <NavLink key={item.menuType} to={NAV_PATHS[item.menuType] ?? '/'} className={({ isActive }) => `${styles.navItem} ${isActive ? styles.active : ''}`} end={item.menuType === 'HOME'}>
          {t(`nav.${item.menuType}`)}
        </NavLink>
      ))}
    </nav>
  );
}
