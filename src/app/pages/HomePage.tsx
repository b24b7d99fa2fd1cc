import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components';
import { NAV_ICONS, NAV_PATHS } from '../navigation';
import { useMenu } from '../layouts/useMenu';
import { ComingSoon } from './ComingSoon';
import styles from './HomePage.module.css';

/** The home lobby frame: category tiles to every game page; the lobby itself comes with its issue. */
export function HomePage() {
  const { t } = useTranslation();
  const { items } = useMenu();
  const categories = items.filter((item) => item.menuType !== 'HOME' && item.menuType !== 'PROMO');
  return (
    <div className={styles.home} data-testid="home-page">
      <h1 className="visually-hidden">{t('pages.home')}</h1>
      <ul className={styles.categories} aria-label={t('home.categories')}>
        {categories.map((item) => (
          <li key={item.menuType}>
            <Link to={NAV_PATHS[item.menuType] ?? '/'} className={styles.category}>
              <Icon name={NAV_ICONS[item.menuType] ?? 'star'} size={30} className={styles.icon} />
              <span className={styles.name}>{t(`nav.${item.menuType}`)}</span>
              <span className={styles.count}>{t('home.vendors', { count: item.vendors.length })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ComingSoon page="lobby" />
    </div>
  );
}
