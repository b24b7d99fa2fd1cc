import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { usePermission } from '../../features/system';
import { CATEGORY_PATHS } from '../../features/lobby';
import styles from './Footer.module.css';

/** SPEC §2: the vendor icons the footer shows. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
/** Social networks keep their own spelling in every language. */
const SOCIAL_NAMES: Record<string, string> = { FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', YOUTUBE: 'YouTube', INSTAGRAM: 'Instagram' };
const PRODUCTS = ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT'] as const;
const HELP_LINKS = [
  { key: 'about', to: '/help#about' },
  { key: 'terms', to: '/help#term' },
  { key: 'privacy', to: '/help#privacy' },
  { key: 'faq', to: '/help#faq' },
  { key: 'licences', to: '/legal' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const permission = usePermission();
  const socials = (permission?.resources ?? []).filter((resource) => !['Android', 'iOS'].includes(resource.resourceType));
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul className={styles.list}>
            {HELP_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.products')}</h2>
          <ul className={styles.list}>
            {PRODUCTS.map((type) => (
              <li key={type}>
                <Link to={CATEGORY_PATHS[type] ?? '/'}>{t(`nav.${type}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.games')}</h2>
          <ul className={styles.list}>
            <li><Link to="/rng">{t('footer.gameLinks.slots')}</Link></li>
            <li><Link to="/live">{t('footer.gameLinks.live')}</Link></li>
            <li><Link to="/fish">{t('footer.gameLinks.fish')}</Link></li>
            <li><Link to="/seaLottery">{t('lottery.titles.seaLottery')}</Link></li>
            <li><Link to="/vnLottery">{t('lottery.titles.vnLottery')}</Link></li>
            <li><Link to="/promotions">{t('nav.PROMO')}</Link></li>
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <ul className={styles.socials}>
            {socials.map((resource) => (
              <li key={resource.resourceType}>
                <a href={resource.url} target="_blank" rel="noopener noreferrer" className={styles.social}>
                  {SOCIAL_NAMES[resource.resourceType] ?? resource.resourceType}
                </a>
              </li>
            ))}
          </ul>
          <p className={styles.responsible}>
            <span className={styles.age} aria-hidden="true">21+</span>
            <Link to="/help#responsible">{t('footer.responsible')}</Link>
          </p>
        </section>
      </div>
      <ul className={styles.vendors} aria-label={t('footer.vendors')}>
        {FOOTER_VENDORS.map((vendor) => (
          <li key={vendor} className={styles.vendor}>
            {vendor}
          </li>
        ))}
      </ul>
      <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear(), site: brand.siteName })}</p>
    </footer>
  );
}
