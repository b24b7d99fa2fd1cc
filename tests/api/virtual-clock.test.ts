import { afterEach, describe, expect, it } from 'vitest';
import { now } from '../../mocks/engine/clock';
import { getScenario, jumpAhead, resetScenario, scenarioFromQuery, scenarioToQuery, setScenario } from '../../mocks/engine/scenario';
import { SESSION_IDLE_MS } from '../../mocks/session/sessions';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';

useSimulatedBackend();
afterEach(() => resetScenario());

const MINUTE = 60_000;

describe('the simulated backend’s clock, moved by QA (issue 36 point 1)', () => {
  it('jumps ahead, records how far in the scenario and its URL, and never runs back', () => {
    const before = now();
    jumpAhead(2 * 60 * MINUTE);
    expect(now() - before).toBeGreaterThanOrEqual(2 * 60 * MINUTE);
    expect(getScenario().clockAhead).toBeGreaterThanOrEqual(2 * 60 * MINUTE - 1000);
    const query = scenarioToQuery(getScenario());
    expect(Number(query.get('clockAhead'))).toBeGreaterThanOrEqual(2 * 60 * MINUTE - 1000);
    resetScenario();
    expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
    setScenario(scenarioFromQuery(query));
    expect(now() - Date.now()).toBeGreaterThanOrEqual(2 * 60 * MINUTE - 2000);
    jumpAhead(-5 * MINUTE);
    expect(now() - Date.now()).toBeGreaterThanOrEqual(2 * 60 * MINUTE - 2000);
  });

  it('stands still while paused and goes on from there', async () => {
    setScenario({ clock: 'paused' });
    const at = now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(now()).toBe(at);
    setScenario({ clock: 'real' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(now()).toBeGreaterThan(at);
  });

  it('expires a session once the jump passes its idle limit', async () => {
    useToken(await loginAs('player01', 'Player@123'));
    await callRoute(contract.member.getInfo);
    jumpAhead(SESSION_IDLE_MS + MINUTE);
    await expect(callRoute(contract.member.getInfo)).rejects.toMatchObject({ status: 401 });
  });

  it('moves the real-time salary to the window after the jump', async () => {
    useToken(await loginAs('agent_rt', 'Agent@123'));
    const read = () => callRoute(contract.agent.realtimeSalary, { query: { page: 1, size: 50 } });
    const before = await read();
    // Four 5-minute windows, within the session's 30 idle minutes.
    jumpAhead(20 * MINUTE);
    const after = await read();
    expect(Date.parse(after.nextSettleTime) - Date.parse(before.nextSettleTime)).toBeGreaterThanOrEqual(15 * MINUTE);
  });
});
