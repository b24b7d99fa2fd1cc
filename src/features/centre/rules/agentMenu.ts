import type { AgentCentrePage } from '@/lib/centrePages';
import type { CentreMenuEntry } from './memberMenu';

/** The permission feature flag (SPEC §6) that must be on for an agent page to be offered. */
export type AgentPageFlag = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realtimeSalary';

export interface AgentMenuEntry extends CentreMenuEntry<AgentCentrePage> {
  /** The permission feature that must be on for the entry to show. */
  flag?: AgentPageFlag;
}

/**
 * The agent centre menu (SPEC §2 Agent centre pages, in SPEC's order within
 * each group). Entries 9–12 of the page list are behind the bonus, daily wage,
 * hourly salary and real-time salary flags (SPEC §6): `flag` names the
 * permission feature that must be on.
 */
export const AGENT_MENU: ReadonlyArray<{ group: string; entries: readonly AgentMenuEntry[] }> = [
  {
    group: 'team',
    entries: [
      { page: 'agentTeamOverview', icon: 'star' },
      { page: 'agentAnnouncement', icon: 'bell' },
      { page: 'registerCenter', icon: 'user' },
      { page: 'downlineManagmentView', icon: 'referral' },
    ],
  },
  {
    group: 'reports',
    entries: [
      { page: 'personalHistoryCopy', icon: 'ticket' },
      { page: 'palStatementsAgentCopy', icon: 'records' },
      { page: 'agentRevenueReport', icon: 'trophy' },
      { page: 'agentDownlineTransactionDetailsCopy', icon: 'records' },
    ],
  },
  {
    group: 'earnings',
    entries: [
      { page: 'agentDividendRecordCopy2', icon: 'gift', flag: 'dividend' },
      { page: 'agentDailyWages2', icon: 'wallet', flag: 'dailySalary' },
      { page: 'agentHourSalary', icon: 'refresh', flag: 'hourlySalary' },
      { page: 'agentRealtimeSalary', icon: 'crown', flag: 'realtimeSalary' },
    ],
  },
  {
    group: 'account',
    entries: [
      { page: 'messageV2', icon: 'mail', badge: 'messages' },
      { page: 'customerService', icon: 'chat' },
      { page: 'depositv2', icon: 'bank' },
      { page: 'withdraw', icon: 'briefcase' },
      { page: 'accountDetails', icon: 'shield' },
    ],
  },
];
