import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_TYPES, type GameType } from '../../../contracts/shared/constants';
import { Icon } from '../../components';
import { HomeSections } from '../../features/lobby';
import { NoticeMarquee } from '../../features/notices';
import { WinnerBoard } from '../../features/winners';
import { BannerStrip } from '../layouts/BannerStrip';
import { NAV_ICONS, NAV_PATHS } from '../navigation';
import { useMenu } from '../layouts/useMenu';
import styles from './HomePage.module.css';

/**
 * SPEC §2 Home, in its order: the notice marquee, the w_home banner slider,
 * the game menu (a tile per category) and the game sections, then the winner board.
 */
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
      <NoticeMarquee />
      <BannerStrip group="w_home" inline />
      <ul className={styles.categories} aria-label={t('home.categories')}>
        {categories.map((item) => (
          <li key={item.menuType}>
            <Link to={NAV_PATHS[item.menuType] ?? '/'} className={styles.category}>
              <span className={styles.iconWrap} aria-hidden="true">
                <Icon name={NAV_ICONS[item.menuType] ?? 'star'} size={26} />
              </span>
              <span className={styles.name}>{t(`nav.${item.menuType}`)}</span>
              <span className={styles.count}>{t('home.vendors', { count: item.vendors.length })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HomeSections gameTypes={sectionTypes} />
      <WinnerBoard />
    </div>
  );
}
