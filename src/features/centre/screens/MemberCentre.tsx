import { Suspense } from 'react';
import { Spinner } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import { CENTRE_PAGE_PARAM, memberPageHref, resolveMemberPage, type MemberCentrePage } from '@/lib/centrePages';
import type { CentreBadgeCounts } from '../rules/badges';
import { CentreLayout, type CentreNavItem, type CentreNavSection } from '../components/CentreLayout';
import { pagePath } from '@/lib/pages';
import { isSitePageEntry, MEMBER_MENU } from '../rules/memberMenu';
import { prefetchScreen, screenComponent, type ScreenLoader } from '../components/pageScreens';

/** Each page's screen loader: a page's code loads when the page opens (or its menu entry is hovered), alone. */
export type MemberCentreScreens = Record<MemberCentrePage, ScreenLoader>;

/**
 * The member centre (SPEC §2): `/member?page=<name>`, an unknown or missing
 * name showing securityCenter. Every page's screen loader is handed in by the
 * route's chunk (a missing one fails the type-check); each screen is a chunk of its own.
 * Only real members reach it (the chunk refuses trial accounts).
 */
export function MemberCentre({ screens, badges, hiddenPages = [] }: {
  screens: MemberCentreScreens;
  /** The menu's counts (the member feature's: useMemberCentreBadges). */
  badges: CentreBadgeCounts;
  /** Pages not offered now: left out of the menu. */
  hiddenPages?: readonly MemberCentrePage[];
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = resolveMemberPage(params.get(CENTRE_PAGE_PARAM));

  const sections: CentreNavSection[] = MEMBER_MENU.map(({ group, entries }) => ({
    label: t(`memberCentre.groups.${group}`),
    items: entries.flatMap((entry): CentreNavItem[] => {
      if (isSitePageEntry(entry)) return [{ page: entry.site, label: t(`pages.${entry.site}`), href: pagePath(entry.site), icon: entry.icon }];
      const { page: name, icon, badge } = entry;
      if (hiddenPages.includes(name)) return [];
      return [{
        page: name,
        label: t(`memberCentre.pages.${name}.title`),
        href: memberPageHref(name),
        icon,
        badge: badge ? badges[badge] : undefined,
        badgeLabel: badge ? t(`memberCentre.badges.${badge}`) : undefined,
        prefetch: () => prefetchScreen(screens[name]),
      }];
    }),
  }));

  const Screen = screenComponent(screens[page]);
  return (
    <CentreLayout
      centreTitle={t('memberCentre.title')}
      sections={sections}
      current={page}
      pageTitle={t(`memberCentre.pages.${page}.title`)}
      pageLead={t(`memberCentre.pages.${page}.lead`)}
    >
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Screen />
      </Suspense>
    </CentreLayout>
  );
}
