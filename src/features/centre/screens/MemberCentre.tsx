import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CENTRE_PAGE_PARAM, memberPageHref, resolveMemberPage, type MemberCentrePage } from '../../../lib/centrePages';
import { useMemberCentreBadges } from '../api';
import { CentreLayout, type CentreNavSection } from '../components/CentreLayout';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { MEMBER_MENU } from '../memberMenu';

export type MemberCentreScreens = Partial<Record<MemberCentrePage, ComponentType>>;

/**
 * The member centre (SPEC §2): `/member?page=<name>`, an unknown or missing
 * name showing securityCenter. The screens built so far are handed in by the
 * route's chunk; the others show a coming-soon panel inside the layout.
 * Only real members reach it (the chunk refuses trial accounts).
 */
export function MemberCentre({ screens, hiddenPages = [] }: { screens: MemberCentreScreens; /** Pages not offered now: left out of the menu. */ hiddenPages?: readonly MemberCentrePage[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = resolveMemberPage(params.get(CENTRE_PAGE_PARAM));
  const counts = useMemberCentreBadges();

  const sections: CentreNavSection[] = MEMBER_MENU.map(({ group, entries }) => ({
    label: t(`memberCentre.groups.${group}`),
    items: entries.filter(({ page: name }) => !hiddenPages.includes(name)).map(({ page: name, icon, badge }) => ({
      page: name,
      label: t(`memberCentre.pages.${name}.title`),
      href: memberPageHref(name),
      icon,
      badge: badge ? counts[badge] : undefined,
      badgeLabel: badge ? t(`memberCentre.badges.${badge}`) : undefined,
    })),
  }));

  const Screen = screens[page];
  const icon = MEMBER_MENU.flatMap((group) => group.entries).find((entry) => entry.page === page)?.icon ?? 'records';
  return (
    <CentreLayout
      centreTitle={t('memberCentre.title')}
      sections={sections}
      current={page}
      pageTitle={t(`memberCentre.pages.${page}.title`)}
      pageLead={t(`memberCentre.pages.${page}.lead`)}
    >
      {Screen ? (
        <Screen />
      ) : (
        <ComingSoonPanel icon={icon} title={t('memberCentre.comingSoon.title')} text={t('memberCentre.comingSoon.text')} />
      )}
    </CentreLayout>
  );
}
