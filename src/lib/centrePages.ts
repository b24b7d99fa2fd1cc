/**
 * The member centre and agent centre pages of SPEC §2, by their SPEC names.
 * Member pages are addressed as /member?page=<name>, agent pages as
 * /agentHome?page=<name>; an unknown or missing name falls back to the
 * centre's default page. The names meet the URL, so they stay verbatim.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'rewards',
  'promotions',
  'redEnvelope',
  'transactionDetails',
  /** Beyond SPEC (issue 16): limits, reality check, time-out, self-exclusion, activity. */
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];
export const MEMBER_CENTRE_DEFAULT_PAGE: MemberCentrePage = 'securityCenter';

export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
  'messageV2',
  'customerService',
  'depositv2',
  'withdraw',
  'accountDetails',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
export const AGENT_CENTRE_DEFAULT_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The query parameter that names a centre page. */
export const CENTRE_PAGE_PARAM = 'page';

function hrefFor(path: string, page: string, params?: Record<string, string | number>): string {
  const search = new URLSearchParams({ [CENTRE_PAGE_PARAM]: page });
  for (const [key, value] of Object.entries(params ?? {})) search.set(key, String(value));
  return `${path}?${search.toString()}`;
}

/** `/member?page=depositv2` (plus any extra query parameters, e.g. filters). */
export function memberPageHref(page: MemberCentrePage, params?: Record<string, string | number>): string {
  return hrefFor('/member', page, params);
}

/** `/agentHome?page=registerCenter` (plus any extra query parameters). */
export function agentPageHref(page: AgentCentrePage, params?: Record<string, string | number>): string {
  return hrefFor('/agentHome', page, params);
}

/** The member page a URL names; unknown or missing names give the default page. */
export function resolveMemberPage(name: string | null | undefined): MemberCentrePage {
  return (MEMBER_CENTRE_PAGES as readonly string[]).includes(name ?? '') ? (name as MemberCentrePage) : MEMBER_CENTRE_DEFAULT_PAGE;
}

/** The agent page a URL names; unknown or missing names give the default page. */
export function resolveAgentPage(name: string | null | undefined): AgentCentrePage {
  return (AGENT_CENTRE_PAGES as readonly string[]).includes(name ?? '') ? (name as AgentCentrePage) : AGENT_CENTRE_DEFAULT_PAGE;
}
