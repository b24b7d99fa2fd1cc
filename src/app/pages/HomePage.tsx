import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_TYPES, type GameType } from '../../../contracts/shared/constants';
import { Icon } from '../../components';
import { HomeSections } from '../../features/lobby';
import { NAV_ICONS, NAV_PATHS } from '../navigation';
import { useMenu } from '../layouts/useMenu';
import styles from './HomePage.module.css';

/** The home lobby: category tiles to every game page, then the game sections (Hot, then one per type). */
export function HomePage() {
  const { t } = useTranslation();
  const { items } = useMenu();
  const categories = items.filter((item) => item.menuType !== 'HOME' && item.menuType !== 'PROMO');
  const sectionTypes = categories
    .map((item) => item.menuType)
    .filter((type): type is GameType => (GAME_TYPES as readonly string[]).includes(type));
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
      <HomeSections gameTypes={sectionTypes} />
    </div>
  );
}
