import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_PAGES } from '../../src/lib/centrePages';
import { isAgentPageOffered, type AgentPageFlags } from '../../src/features/centre';

const OFF: AgentPageFlags = { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };
const FLAGGED = { agentDividendRecordCopy2: 'dividend', agentDailyWages2: 'dailySalary', agentHourSalary: 'hourlySalary', agentRealtimeSalary: 'realtimeSalary' } as const;

describe('agent centre pages behind feature flags (SPEC §6)', () => {
  it('offers every unflagged page with all flags off, and none of the four flagged ones', () => {
    const offered = AGENT_CENTRE_PAGES.filter((page) => isAgentPageOffered(page, OFF));
    expect(offered).toHaveLength(AGENT_CENTRE_PAGES.length - 4);
    for (const page of Object.keys(FLAGGED)) expect(offered).not.toContain(page);
  });

  it('turns each flagged page on by its own flag only', () => {
    for (const [page, flag] of Object.entries(FLAGGED)) {
      for (const other of Object.values(FLAGGED)) {
        const flags = { ...OFF, [other]: true };
        expect(isAgentPageOffered(page as keyof typeof FLAGGED, flags)).toBe(other === flag);
      }
    }
  });
});
