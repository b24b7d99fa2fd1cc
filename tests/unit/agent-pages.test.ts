import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_PAGES } from '../../src/lib/centrePages';
import { agentPageFlags, isAgentPageOffered, type AgentPageFlags } from '../../src/features/centre';

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

describe("SPEC §3's session flags from K0 drive the menu together with the feature flags", () => {
  const ON: AgentPageFlags = { dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true };

  it('offers the flagged pages by the feature flags alone until K0 has answered (agent policy off)', () => {
    expect(agentPageFlags(ON)).toEqual(ON);
    expect(agentPageFlags(OFF, { enableSalary: true, enableContract: true })).toEqual(OFF);
  });

  it('hides dividend records without enableContract, and the salary pages without enableSalary', () => {
    expect(agentPageFlags(ON, { enableSalary: true, enableContract: false })).toEqual({ ...ON, dividend: false });
    expect(agentPageFlags(ON, { enableSalary: false, enableContract: true })).toEqual({ ...OFF, dividend: true });
    const offered = AGENT_CENTRE_PAGES.filter((page) => isAgentPageOffered(page, agentPageFlags(ON, { enableSalary: false, enableContract: false })));
    for (const page of Object.keys(FLAGGED)) expect(offered).not.toContain(page);
  });

  it('still needs the feature flag when the session flag is on', () => {
    expect(agentPageFlags({ ...ON, hourlySalary: false }, { enableSalary: true, enableContract: true })).toEqual({ ...ON, hourlySalary: false });
  });
});
