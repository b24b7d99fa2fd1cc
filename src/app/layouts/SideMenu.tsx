import { memo } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Icon, type IconName } from '../../components';
import { NavLink } from 'react-router';
import { useSnapshot } from 'valtio';
import { useLanguageSwitch } from '../useLanguageSwitch';
import { selectableLanguages } from '../../lib/languageNames';
import type { LanguageCode } from '../../lib/languages';
import { useCustomerServices, usePermission } from '../../features/system';
import { useReferralOffered } from '../../features/member';
import { useLoginState } from '../../features/session';
import { openModal, ui } from '../../lib/state/ui';
import { memberPageHref, type MemberCentrePage } from '../../lib/centrePages';
import { pagePath, typeIcon } from '../../lib/pages';
import { safeUrl } from '../../lib/safeUrl';
import styles from './SideMenu.module.css';
import { useGameTypeLinks } from './useGameTypeLinks';

const MEMBER_LINKS = [
  { key: 'deposit', page: 'depositv2', icon: 'wallet' },
  { key: 'withdraw', page: 'withdraw', icon: 'bank' },
  { key: 'records', page: 'personalHistoryCopy', icon: 'records' },
  { key: 'referral', page: 'referral', icon: 'referral' },
  { key: 'rewardCenter', page: 'rewardCenter', icon: 'trophy' },
] as const satisfies ReadonlyArray<{ key: string; page: MemberCentrePage; icon: IconName }>;

/** The app-download block's two QR codes, by their resource type in the start-up status (WIRE.md §6.2: `A` and `Android` alike). */
const APP_PLATFORMS = [
  { resource: 'IOS', alt: 'side.qrIos', caption: 'side.ios' },
  { resource: 'ANDROID', alt: 'side.qrAndroid', caption: 'side.android' },
] as const;

/**
 * SPEC §2 side menu: game-type switch, collapse, app QR codes, account links, service, language, sign out.
 * Memoised without props, as the header is: a URL change re-renders only its links' active state.
 */
export const SideMenu = memo(function SideMenu() {
  const { t, i18n } = useTranslation();
  const { sideMenuCollapsed } = useSnapshot(ui);
  const { isLogin, isTrial, isAgent } = useLoginState();
  const permission = usePermission();
  const referralOffered = useReferralOffered();
  // PROMO is the separate promotions entry below; the switch lists game types.
  const { links, follow, warm, isPending } = useGameTypeLinks();
  const gameTypes = links.filter((link) => link.category !== 'PROMO');
  const switchLanguage = useLanguageSwitch();
  const languages = selectableLanguages(permission?.supportedLanguages ?? undefined);
  const { services, open } = useCustomerServices();
  // The QR codes come with the start-up status's resources: no call of their own, and no token in any link.
  const qrCodes = APP_PLATFORMS.flatMap((app) => {
    const qrCodeUrl = safeUrl(permission?.resources[app.resource]?.qrCodeUrl);
    return qrCodeUrl ? [{ ...app, qrCodeUrl }] : [];
  });

  return (
    <aside className={`${styles.side} ${sideMenuCollapsed ? styles.collapsed : ''}`} aria-label={t('side.label')}>
      <button
        type="button"
        className={styles.collapse}
        aria-expanded={!sideMenuCollapsed}
        onClick={() => {
          ui.sideMenuCollapsed = !sideMenuCollapsed;
        }}
      >
        <Icon name={sideMenuCollapsed ? 'chevronRight' : 'chevronLeft'} size={16} />
        <span className={styles.label}>{t(sideMenuCollapsed ? 'side.expand' : 'side.collapse')}</span>
      </button>

      <nav aria-label={t('side.gameTypes')} className={`${styles.group} ${styles.gameTypes}`} aria-busy={isPending}>
        {gameTypes.map((link) => (
          <NavLink
            key={link.category}
            to={link.to}
            end={link.category === 'HOME'}
            className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
            title={t(`nav.${link.category}`)}
            onClick={(event) => follow(event, link.target)}
            onMouseEnter={() => warm(link.target)}
          >
            <Icon name={typeIcon(link.category) ?? 'star'} className={styles.icon} />
            <span className={styles.label}>{t(`nav.${link.category}`)}</span>
          </NavLink>
        ))}
      </nav>

      <nav aria-label={t('side.account')} className={styles.group}>
        {MEMBER_LINKS.filter((link) => link.key !== 'referral' || referralOffered).map((link) => (
          <NavLink key={link.key} to={memberPageHref(link.page)} className={styles.item} title={t(`side.${link.key}`)}>
            <Icon name={link.icon} className={styles.icon} />
            <span className={styles.label}>{t(`side.${link.key}`)}</span>
          </NavLink>
        ))}
        <NavLink to={pagePath('promotions')} className={styles.item} title={t('side.promotions')}>
          <Icon name="gift" className={styles.icon} />
          <span className={styles.label}>{t('side.promotions')}</span>
        </NavLink>
        {/* SPEC §2 Points mall: browsable by anyone, redeemed by members. */}
        <NavLink to={pagePath('pointMall')} className={styles.item} title={t('pages.pointMall')}>
          <Icon name="bag" className={styles.icon} />
          <span className={styles.label}>{t('pages.pointMall')}</span>
        </NavLink>
      </nav>

      {/* Collapsed, the menu keeps its icon entries; the QR codes and the language list need room. */}
      {sideMenuCollapsed || !qrCodes.length ? null : (
        <section className={styles.download} aria-label={t('side.download')}>
          <h2 className={styles.heading}>{t('side.download')}</h2>
          <div className={styles.qrs}>
            {qrCodes.map(({ resource, qrCodeUrl, alt, caption }) => (
              <figure key={resource}>
                <img src={qrCodeUrl} alt={t(alt)} width={88} height={88} loading="lazy" />
                <figcaption>{t(caption)}</figcaption>
              </figure>
            ))}
          </div>
          <NavLink to={pagePath('download')} className={styles.more}>
            {t('content.footer.download')}
          </NavLink>
        </section>
      )}

      <section className={styles.group} aria-label={t('side.service')}>
        {services.map((service) => (
          // A link (it can be copied or opened in a tab); a click opens the platform's service window (WIRE.md §3).
          <a
            key={service.key}
            className={styles.item}
            href={safeUrl(service.url) ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            title={service.title}
            aria-disabled={!service.ready || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (service.ready) open(service);
            }}
          >
            <Icon name="chat" className={styles.icon} />
            <span className={styles.label}>{service.title}</span>
          </a>
        ))}
        {/* The help centre and feedback open over the page, so a player asks without losing the game they were on. */}
        <button type="button" className={styles.item} onClick={() => openModal('help')} title={t('help.title')}>
          <Icon name="shield" className={styles.icon} />
          <span className={styles.label}>{t('help.title')}</span>
        </button>
        {isLogin && !isTrial ? (
          <button type="button" className={styles.item} onClick={() => openModal('feedback')} title={t('content.footer.feedback')}>
            <Icon name="mail" className={styles.icon} />
            <span className={styles.label}>{t('content.footer.feedback')}</span>
          </button>
        ) : null}
        {isLogin && !isTrial ? (
          <button type="button" className={styles.item} onClick={() => openModal(isAgent ? 'agentCenter' : 'memberCenter')} title={t(isAgent ? 'modals.agentCenter' : 'modals.memberCenter')}>
            <Icon name={isAgent ? 'briefcase' : 'user'} className={styles.icon} />
            <span className={styles.label}>{t(isAgent ? 'modals.agentCenter' : 'modals.memberCenter')}</span>
          </button>
        ) : null}
      </section>

      {sideMenuCollapsed ? null : (
        <label className={styles.language}>
          <span>{t('side.language')}</span>
          <select value={i18n.language} onChange={(event) => void switchLanguage(event.target.value as LanguageCode)}>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </label>
      )}

      {isLogin ? (
        <button type="button" className={`${styles.item} ${styles.signOut}`} onClick={() => openModal('logoutConfirm')} title={t('side.signOut')}>
          <Icon name="power" className={styles.icon} />
          <span className={styles.label}>{t('side.signOut')}</span>
        </button>
      ) : null}
    </aside>
  );
});
