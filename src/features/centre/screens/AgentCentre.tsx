import { Suspense } from 'react';
import { Spinner } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import { agentPageHref, CENTRE_PAGE_PARAM, resolveAgentPage, type AgentCentrePage } from '@/lib/centrePages';
import { usePermission } from '../../system';
import type { CentreBadgeCounts } from '../rules/badges';
import { AGENT_MENU } from '../rules/agentMenu';
import { CentreLayout, type CentreNavSection } from '../components/CentreLayout';
import { CentreNotice } from '../components/CentreNotice';
import { prefetchScreen, screenComponent, type ScreenLoader } from '../components/pageScreens';
import { agentPageFlags, isAgentPageOffered, type AgentPageFlags, type ContractSessionFlags } from '../rules/agentPages';

/** Each page's screen loader: a page's code loads when the page opens (or its menu entry is hovered), alone. */
export type AgentCentreScreens = Record<AgentCentrePage, ScreenLoader>;

const ALL_OFF: AgentPageFlags = { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };

/**
 * The agent centre (SPEC §2): `/agentHome?page=<name>`, an unknown or missing
 * name showing agentTeamOverview. The dividend and salary pages are offered
 * only while their permission feature is on (SPEC §6) and, once K0 answered,
 * while the session's `enableContract` / `enableSalary` (SPEC §3) say so; one
 * named in the URL with its flag off explains that it is not available
 * instead of showing data the server would refuse. The chunk has already
 * admitted only agents.
 */
export function AgentCentre({ screens, badges, contractFlags }: { screens: AgentCentreScreens; badges: CentreBadgeCounts; contractFlags?: ContractSessionFlags }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = resolveAgentPage(params.get(CENTRE_PAGE_PARAM));
  const flags: AgentPageFlags = agentPageFlags(usePermission()?.features ?? ALL_OFF, contractFlags);

  const sections: CentreNavSection[] = AGENT_MENU.map(({ group, entries }) => ({
    label: t(`agentCentre.groups.${group}`),
    items: entries
      .filter((entry) => isAgentPageOffered(entry.page, flags))
      .map(({ page: name, icon, badge }) => ({
        page: name,
        label: t(`agentCentre.pages.${name}.title`),
        href: agentPageHref(name),
        icon,
        badge: badge ? badges[badge] : undefined,
        badgeLabel: badge ? t(`memberCentre.badges.${badge}`) : undefined,
        prefetch: () => prefetchScreen(screens[name]),
      })),
  })).filter((section) => section.items.length > 0);

  const Screen = screenComponent(screens[page]);
  return (
    <CentreLayout
      centreTitle={t('agentCentre.title')}
      sections={sections}
      current={page}
      pageTitle={t(`agentCentre.pages.${page}.title`)}
      pageLead={t(`agentCentre.pages.${page}.lead`)}
    >
      {isAgentPageOffered(page, flags) ? (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <Screen />
        </Suspense>
      ) : (
        <CentreNotice icon="alert" title={t('agentCentre.notOffered.title')} text={t('agentCentre.notOffered.text')} />
      )}
    </CentreLayout>
  );
}
