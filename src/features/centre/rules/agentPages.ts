import type { AgentCentrePage } from '../../../lib/centrePages';
import { AGENT_MENU, type AgentPageFlag } from '../agentMenu';

export type AgentPageFlags = Record<AgentPageFlag, boolean>;

/** The flag an agent page hides behind, if any (SPEC §6: bonus, daily wage, hourly and real-time salary). */
export function agentPageFlag(page: AgentCentrePage): AgentPageFlag | undefined {
  for (const group of AGENT_MENU) {
    const entry = group.entries.find((item) => item.page === page);
    if (entry) return entry.flag;
  }
  return undefined;
}

/** Whether the agent centre offers a page with these feature flags: flagged pages only when their flag is on. */
export function isAgentPageOffered(page: AgentCentrePage, flags: AgentPageFlags): boolean {
  const flag = agentPageFlag(page);
  return flag === undefined || flags[flag];
}
