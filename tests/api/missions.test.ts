import { describe, expect, it } from 'vitest';
import { callRoute, contract } from '../../src/lib/api';
import { loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const missions = contract.missions;
const asPlayer = () => loginAs('player01', 'Player@123');
async function asTrial(): Promise<void> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  useToken(value.token);
}

describe('missions.summary', () => {
  it("gives player01's missions with progress, statuses and the badge count", async () => {
    await asPlayer();
    const value = await callRoute(missions.summary, { query: {} });
    expect(value.total).toBe(9);
    expect(value.missions.map((mission) => mission.status)).toEqual(['CLAIM', 'PROCESS', 'PROCESS', 'PROCESS', 'PROCESS', 'PROCESS', 'CLAIMED', 'PROCESS', 'CLOSE']);
    expect(value).toMatchObject({ completed: 2, claimable: 1, claimed: 1, score: 600 });
    expect(value.missions[0]).toMatchObject({ title: 'Daily high roller', progress: 2_000, target: 2_000, rewardItemId: 4 });
    expect(value.missions.every((mission) => mission.progress <= mission.target)).toBe(true);
    const daily = await callRoute(missions.summary, { query: { period: 'DAILY' } });
    expect(daily.missions.map((mission) => mission.period)).toEqual(['DAILY', 'DAILY', 'DAILY']);
  });

  it('follows the reward centre: claiming the reward marks the mission CLAIMED', async () => {
    await asPlayer();
    await callRoute(contract.rewards.claim, { body: { id: 4, requestId: 'missions-claim-4' } });
    const value = await callRoute(missions.summary, { query: {} });
    expect(value.missions[0]!.status).toBe('CLAIMED');
    expect(value).toMatchObject({ claimable: 0, claimed: 2 });
  });

  it('starts every mission at zero for another member', async () => {
    await loginAs('agent_div_dl02', 'Member@123');
    const value = await callRoute(missions.summary, { query: {} });
    expect(value.missions.every((mission) => mission.progress === 0 && mission.status === 'PROCESS')).toBe(true);
    expect(value.score).toBe(0);
  });

  it('refuses an unknown period, a guest and a trial account', async () => {
    expect((await refusal(callRoute(missions.summary, { query: {} }))).errorCode).toBe('login.not.session');
    await asPlayer();
    expect((await refusal(callRoute(missions.summary, { query: { period: 'YEARLY' as never } }))).errorCode).toBe('request_param_err');
    await asTrial();
    expect((await refusal(callRoute(missions.summary, { query: {} }))).errorCode).toBe('in_need_true_account');
  });
});

describe('missions.leaderboard', () => {
  it('ranks by score with masked names and prizes for the top ranks, and places the member', async () => {
    await asPlayer();
    const value = await callRoute(missions.leaderboard, { query: {} });
    expect(value.period).toBe('WEEKLY');
    expect(value.list).toHaveLength(50);
    expect(value.list.map((row) => row.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const scores = value.list.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(value.list.every((row) => /^.{1,2}\*\*\*/.test(row.account))).toBe(true);
    expect(value.list.slice(0, 4).map((row) => row.prize)).toEqual([888, 588, 388, 88]);
    expect(value.list[10]!.prize).toBe(0);
    expect(value.me.score).toBe(1_880);
    expect(value.list[value.me.rank! - 1]).toMatchObject({ account: 'pl***01', score: 1_880 });
    expect(Date.parse(value.periodEnd) - Date.parse(value.periodStart)).toBe(7 * 86_400_000);
  });

  it('answers other periods and limits', async () => {
    await asPlayer();
    const daily = await callRoute(missions.leaderboard, { query: { period: 'DAILY', limit: 3 } });
    expect(daily.list).toHaveLength(3);
    expect(daily.me.score).toBe(320);
    expect(daily.list[0]!.prize).toBeCloseTo(888 / 7, 2);
    expect((await callRoute(missions.leaderboard, { query: { period: 'MONTHLY', limit: 1 } })).me.score).toBe(5_400);
  });

  it('answers no rank for a member without a score', async () => {
    await loginAs('newbie01', '123456');
    expect((await callRoute(missions.leaderboard, { query: {} })).me).toEqual({ rank: null, score: 0 });
  });

  it('refuses a limit over 100 and a guest', async () => {
    expect((await refusal(callRoute(missions.leaderboard, { query: {} }))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(missions.leaderboard, { query: { limit: 101 } }))).errorCode).toBe('request_param_err');
  });
});
