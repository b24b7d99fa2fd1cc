import { useTranslation } from '../../lib/useTranslation';
import { Link } from 'react-router';
import { brand } from '../../lib/brand';
import { APP_RESOURCE_KEYS, usePermission } from '../../features/system';
import { memberPageHref } from '../../lib/centrePages';
import { safeUrl } from '../../lib/safeUrl';
import { pagePath, PAGE_LIST } from '../../lib/pages';
import { openModal } from '../../lib/state/ui';
import { helpAnchor } from '../../features/help';
import styles from './Footer.module.css';

/** SPEC §2: the vendor icons the footer shows. */
export const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;
/** Social networks keep their own spelling in every language; the platform's own label wins when it sends one. */
const SOCIAL_NAMES: Record<string, string> = {
  FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', YOUTUBE: 'YouTube', INSTAGRAM: 'Instagram', SKYPE: 'Skype', QQ: 'QQ', ZALO: 'Zalo',
};
/** The product list: every game type's list or centre page, from the page table. */
const PRODUCTS = PAGE_LIST.filter((page) => page.kind && page.gameType);
// Help links carry the server's section codes (aboutUs, term, ...), so each lands on its own section.
const HELP_LINKS = [
  { key: 'about', to: `${pagePath('help')}${helpAnchor('about')}` },
  { key: 'terms', to: `${pagePath('help')}${helpAnchor('terms')}` },
  { key: 'privacy', to: `${pagePath('help')}${helpAnchor('privacy')}` },
  { key: 'faq', to: `${pagePath('help')}${helpAnchor('faq')}` },
  { key: 'licences', to: pagePath('legal') },
] as const;
/** SPEC §2 Other screens reachable from the footer. */
const MORE_LINKS = [
  { key: 'feedback', to: pagePath('feedback') },
  { key: 'download', to: pagePath('download') },
  { key: 'winners', to: pagePath('winners') },
  { key: 'blog', to: pagePath('blog') },
  { key: 'news', to: pagePath('news') },
] as const;
/** The game list: the most played pages, with their own labels. */
const GAME_LINKS = [
  { to: pagePath('rng'), label: 'footer.gameLinks.slots' },
  { to: pagePath('live'), label: 'footer.gameLinks.live' },
  { to: pagePath('fish'), label: 'footer.gameLinks.fish' },
  { to: pagePath('seaLottery'), label: 'lottery.titles.seaLottery' },
  { to: pagePath('vnLottery'), label: 'lottery.titles.vnLottery' },
  { to: pagePath('promotions'), label: 'nav.PROMO' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const permission = usePermission();
  // The start-up status's resources by type; app downloads and domains are the side menu's, not social links.
  // Each link's URL passes safeUrl where it is rendered (the lint rule local/safe-url reads it there); one that fails is left out.
  const socials = Object.entries(permission?.resources ?? {}).flatMap(([key, resource]) =>
    APP_RESOURCE_KEYS.has(key) ? [] : [{ key, url: resource.url, name: resource.label ?? SOCIAL_NAMES[key] ?? resource.resourceType }],
  );
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
            {MORE_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`content.footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.products')}</h2>
          <ul className={styles.list}>
            {PRODUCTS.map((page) => (
              <li key={page.key}>
                <Link to={page.paths[0]}>{t(`nav.${page.gameType}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.games')}</h2>
          <ul className={styles.list}>
            {GAME_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <ul className={styles.socials}>
            {socials.map((social) => {
              const url = safeUrl(social.url);
              return url ? (
                <li key={social.key}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className={styles.social}>
                    {social.name}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
          <p className={styles.responsible}>
            <span className={styles.age} aria-hidden="true">21+</span>
            <Link to={`${pagePath('help')}${helpAnchor('responsible')}`}>{t('footer.responsible')}</Link>
          </p>
          <p className={styles.responsible}>
            <Link to={memberPageHref('responsibleGaming')}>{t('rgFooter.tools')}</Link>
          </p>
          <button type="button" className={styles.licence} onClick={() => openModal('legal')}>
            {t('content.footer.licence')}
          </button>
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
