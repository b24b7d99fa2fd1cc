import { describe, expect, it } from 'vitest';
import { leaderboardScores } from '../../mocks/missions/collections';
import { type ApiError, callRoute, contract } from '../../src/lib/api';
import { asTrial, loginAs, useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

const missions = contract.missions;
const asPlayer = () => loginAs('player01', 'Player@123');
const WEEKLY = 902;
const boardOf = async (period: 'DAILY' | 'WEEKLY' | 'MONTHLY') => (await callRoute(missions.summary)).leaderboards.find((board) => board.period === period)!.missionId;

describe('missions.summary (N28)', () => {
  it("gives player01's missions with progress, statuses, the badge count and the leaderboards", async () => {
    await asPlayer();
    const value = await callRoute(missions.summary);
    expect(value.total).toBe(9);
    expect(value.missions.map((mission) => mission.status)).toEqual(['CLAIM', 'PROCESS', 'PROCESS', 'PROCESS', 'PROCESS', 'PROCESS', 'CLAIMED', 'PROCESS', 'CLOSE']);
    expect(value).toMatchObject({ completed: 2, claimable: 1, claimed: 1, score: 600 });
    expect(value.missions[0]).toMatchObject({ title: 'Daily high roller', progress: 2_000, target: 2_000, rewardItemId: 4 });
    expect(value.missions.every((mission) => mission.progress <= mission.target)).toBe(true);
    expect(value.missions.filter((mission) => mission.period === 'DAILY')).toHaveLength(3);
    expect(value.leaderboards).toEqual([{ missionId: 901, period: 'DAILY' }, { missionId: WEEKLY, period: 'WEEKLY' }, { missionId: 903, period: 'MONTHLY' }]);
  });

  it('follows the reward centre: claiming the reward marks the mission CLAIMED', async () => {
    await asPlayer();
    await callRoute(contract.rewards.claim, { body: { id: 4, requestId: 'missions-claim-4' } });
    const value = await callRoute(missions.summary);
    expect(value.missions[0]!.status).toBe('CLAIMED');
    expect(value).toMatchObject({ claimable: 0, claimed: 2 });
  });

  it('starts every mission at zero for another member', async () => {
    await loginAs('agent_div_dl02', 'Member@123');
    const value = await callRoute(missions.summary);
    expect(value.missions.every((mission) => mission.progress === 0 && mission.status === 'PROCESS')).toBe(true);
    expect(value.score).toBe(0);
  });

  it('refuses a guest and a trial account', async () => {
    expect((await refusal(callRoute(missions.summary))).errorCode).toBe('login.not.session');
    await asTrial();
    expect((await refusal(callRoute(missions.summary))).errorCode).toBe('in_need_true_account');
  });
});

describe('missions.leaderboard (N29)', () => {
  it('ranks by score with masked names and prizes for the top ranks, and places the member', async () => {
    await asPlayer();
    const value = await callRoute(missions.leaderboard, { query: { missionId: await boardOf('WEEKLY') } });
    expect(value.period).toBe('WEEKLY');
    expect(value.list).toHaveLength(50);
    expect(value.list.map((row) => row.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const scores = value.list.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(value.list.every((row) => /^.{1,2}\*\*\*/.test(row.account))).toBe(true);
    expect(value.list.slice(0, 4).map((row) => row.prize)).toEqual([888, 588, 388, 88]);
    expect(value.list[10]!.prize).toBe(0);
    expect(value.me.score).toBe(600);
    // Ranked after every member with a higher score, before every member with a lower one.
    const weekly = leaderboardScores.findMany((q) => q.where({ period: 'WEEKLY' }));
    expect(value.me.rank).toBeGreaterThan(weekly.filter((row) => row.score > 600).length);
    expect(value.me.rank).toBeLessThanOrEqual(weekly.filter((row) => row.score >= 600).length);
    expect(Date.parse(value.periodEnd) - Date.parse(value.periodStart)).toBe(7 * 86_400_000);
  });

  it('answers the other periods by their mission ids', async () => {
    await asPlayer();
    const daily = await callRoute(missions.leaderboard, { query: { missionId: await boardOf('DAILY') } });
    expect(daily.period).toBe('DAILY');
    expect(daily.me.score).toBe(600);
    expect(daily.list[0]!.prize).toBeCloseTo(888 / 7, 2);
    expect((await callRoute(missions.leaderboard, { query: { missionId: await boardOf('MONTHLY') } })).me.score).toBe(600);
  });

  it("gives the member one score: the summary's score is its score on every board (issue 32: 600 and 1,880)", async () => {
    await asPlayer();
    const summary = await callRoute(missions.summary);
    expect(summary.score).toBe(600);
    for (const board of summary.leaderboards) {
      const value = await callRoute(missions.leaderboard, { query: { missionId: board.missionId } });
      expect([board.period, value.me.score]).toEqual([board.period, summary.score]);
      expect(value.list.find((row) => row.account === 'pl***01')?.score ?? summary.score).toBe(summary.score);
    }
  });

  it('answers no rank for a member without a score', async () => {
    await loginAs('newbie01', '123456');
    expect((await callRoute(missions.leaderboard, { query: { missionId: WEEKLY } })).me).toEqual({ rank: null, score: 0 });
  });

  it('refuses an unknown mission id, a missing one and a guest', async () => {
    expect((await refusal(callRoute(missions.leaderboard, { query: { missionId: WEEKLY } }))).status).toBe(401);
    await asPlayer();
    expect((await refusal(callRoute(missions.leaderboard, { query: { missionId: 1 } }))).errorCode).toBe('record_not_found');
    expect((await refusal(callRoute(missions.leaderboard, { query: {} as never }))).errorCode).toBe('request_param_err');
  });
});

describe('missions.claim (claimMissionRewards)', () => {
  it("pays a completed mission's reward once; then no_mission_claim, under a burst too", async () => {
    await asPlayer();
    const before = await callRoute(missions.summary);
    const done = before.missions.find((mission) => mission.status === 'CLAIM')!;
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => callRoute(missions.claim, { body: { milestoneId: done.id, claimLeaderboard: false } })));
    const paid = results.filter((result) => result.status === 'fulfilled');
    expect(paid).toHaveLength(1);
    expect((paid[0] as PromiseFulfilledResult<{ item: { id: number; status: string } }>).value.item).toMatchObject({ id: done.rewardItemId, status: 'CLAIMED' });
    for (const result of results) if (result.status === 'rejected') expect((result.reason as ApiError).errorCode).toBe('no_mission_claim');
    const after = await callRoute(missions.summary);
    expect(after).toMatchObject({ claimable: before.claimable - 1, claimed: before.claimed + 1 });
  });

  it('refuses a mission still under way and a trial account', async () => {
    await asPlayer();
    const running = (await callRoute(missions.summary)).missions.find((mission) => mission.status === 'PROCESS')!;
    expect((await refusal(callRoute(missions.claim, { body: { milestoneId: running.id, claimLeaderboard: false } }))).errorCode).toBe('no_mission_claim');
    await asTrial();
    expect((await refusal(callRoute(missions.claim, { body: { milestoneId: running.id, claimLeaderboard: false } }))).errorCode).toBe('in_need_true_account');
  });
});
