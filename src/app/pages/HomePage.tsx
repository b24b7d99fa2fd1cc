import { useTranslation } from '../../lib/useTranslation';
import { Link } from 'react-router';
import { isGameType } from '@contracts/shared/constants';
import { Icon } from '../../components';
import { HomeSections } from '../../features/lobby';
import { NoticeMarquee } from '../../features/announcements';
import { WinnerBoard } from '../../features/winners';
import { BannerStrip } from '../../features/banners';
import { typeIcon } from '../../lib/pages';
import { useGameTypeLinks } from '../layouts/useGameTypeLinks';
import styles from './HomePage.module.css';

/**
 * SPEC §2 Home, in its order: the notice marquee, the w_home banner slider,
 * the game menu (a tile per category) and the game sections, then the winner board.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { links, follow, warm, isPending } = useGameTypeLinks();
  const categories = links.filter((link) => link.category !== 'HOME' && link.category !== 'PROMO');
  const sectionTypes = categories
    .map((link) => link.category)
    .filter(isGameType);
  return (
    <div className={styles.home} data-testid="home-page">
      <h1 className="visually-hidden">{t('pages.home')}</h1>
      <NoticeMarquee />
      <BannerStrip group="w_home" inline />
      <ul className={styles.categories} aria-label={t('home.categories')} aria-busy={isPending}>
        {categories.map((link) => (
          <li key={link.category}>
            <Link to={link.to} className={styles.category} onClick={(event) => follow(event, link.target)} onMouseEnter={() => warm(link.target)}>
              <span className={styles.iconWrap} aria-hidden="true">
                <Icon name={typeIcon(link.category) ?? 'star'} size={26} />
              </span>
              <span className={styles.name}>{t(`nav.${link.category}`)}</span>
              <span className={styles.count}>{t('home.vendors', { count: link.vendorCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HomeSections gameTypes={sectionTypes} />
      <WinnerBoard />
    </div>
  );
}
