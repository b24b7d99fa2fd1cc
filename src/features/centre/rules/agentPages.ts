import type { AgentCentrePage } from '@/lib/centrePages';
import { AGENT_MENU, type AgentPageFlag } from './agentMenu';

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

/** SPEC §3's session flags from K0 (undefined: K0 did not answer this session). */
export interface ContractSessionFlags {
  enableSalary?: boolean | undefined;
  enableContract?: boolean | undefined;
}

/**
 * The flags the agent menu offers pages by (SPEC §6): each page's permission feature, and, once
 * K0 has answered (SPEC §3 `enableContract` / `enableSalary`), the contract family behind it —
 * dividend records need `enableContract`, the salary pages `enableSalary`. Before K0 answers, or
 * where it never loads (agent policy off), the permission features decide alone.
 */
export function agentPageFlags(features: AgentPageFlags, contract: ContractSessionFlags = {}): AgentPageFlags {
  const salary = contract.enableSalary !== false;
  return {
    dividend: features.dividend && contract.enableContract !== false,
    dailySalary: features.dailySalary && salary,
    hourlySalary: features.hourlySalary && salary,
    realtimeSalary: features.realtimeSalary && salary,
  };
}
