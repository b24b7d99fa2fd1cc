import { LEADERBOARD_PERIODS, type MISSION_METRICS, type MISSION_PERIODS } from '../../contracts/missions';
import type { GameType } from '../../contracts/shared/constants';
import { daysAgo, fakerFor } from '../engine/fake';
import { members } from '../member/collections';
import { RICH_PLAYER } from '../wallet/history';
import { leaderboardScores, missionProgress, missions } from './collections';
import { periodBounds } from './periods';

interface MissionPlan {
  title: string;
  description: string;
  period: (typeof MISSION_PERIODS)[number];
  metric: (typeof MISSION_METRICS)[number];
  gameType: GameType | null;
  target: number;
  rewardAmount: number;
  rewardPoints: number;
  score: number;
}

const PLANS: MissionPlan[] = [
  { title: 'Daily high roller', description: 'Place valid bets of 2,000 today.', period: 'DAILY', metric: 'VALID_BET', gameType: null, target: 2_000, rewardAmount: 5, rewardPoints: 50, score: 100 },
  { title: 'Ten spins a day', description: 'Place 10 slot bets today.', period: 'DAILY', metric: 'BET_COUNT', gameType: 'RNG', target: 10, rewardAmount: 2, rewardPoints: 20, score: 40 },
  { title: 'Win three times', description: 'Win 3 bets today.', period: 'DAILY', metric: 'WIN_COUNT', gameType: null, target: 3, rewardAmount: 3, rewardPoints: 30, score: 60 },
  { title: 'Live casino week', description: 'Valid live casino bets of 10,000 this week.', period: 'WEEKLY', metric: 'VALID_BET', gameType: 'LIVE', target: 10_000, rewardAmount: 38, rewardPoints: 300, score: 400 },
  { title: 'Weekly depositor', description: 'Deposit 3,000 this week.', period: 'WEEKLY', metric: 'DEPOSIT', gameType: null, target: 3_000, rewardAmount: 20, rewardPoints: 100, score: 250 },
  { title: 'Sports fan', description: 'Place 15 sports bets this week.', period: 'WEEKLY', metric: 'BET_COUNT', gameType: 'SPORTS', target: 15, rewardAmount: 15, rewardPoints: 150, score: 200 },
  { title: 'Big depositor', description: 'Deposit 10,000 in total.', period: 'ACHIEVEMENT', metric: 'DEPOSIT', gameType: null, target: 10_000, rewardAmount: 10, rewardPoints: 0, score: 500 },
  { title: 'Loyal player', description: 'Log in on 30 different days.', period: 'ACHIEVEMENT', metric: 'LOGIN_DAYS', gameType: null, target: 30, rewardAmount: 50, rewardPoints: 500, score: 800 },
  { title: 'Halloween week', description: 'Valid bets of 5,000 during Halloween week.', period: 'WEEKLY', metric: 'VALID_BET', gameType: null, target: 5_000, rewardAmount: 25, rewardPoints: 250, score: 300 },
];

/** player01's progress; missions 1 and 7 completed (reward items 4 and 9 of the rewards seed). */
const PLAYER01_PROGRESS: Array<{ missionId: number; progress: number; status: 'PROCESS' | 'CLOSE'; rewardItemId: number | null }> = [
  { missionId: 1, progress: 2_000, status: 'PROCESS', rewardItemId: 4 },
  { missionId: 2, progress: 4, status: 'PROCESS', rewardItemId: null },
  { missionId: 3, progress: 1, status: 'PROCESS', rewardItemId: null },
  { missionId: 4, progress: 6_200, status: 'PROCESS', rewardItemId: null },
  { missionId: 5, progress: 1_800, status: 'PROCESS', rewardItemId: null },
  { missionId: 6, progress: 9, status: 'PROCESS', rewardItemId: null },
  { missionId: 7, progress: 10_000, status: 'PROCESS', rewardItemId: 9 },
  { missionId: 8, progress: 24, status: 'PROCESS', rewardItemId: null },
  { missionId: 9, progress: 3_100, status: 'CLOSE', rewardItemId: null },
];

/** The leaderboard score player01's completed missions earned: the summary's score (mocks/missions/handlers.ts). */
const PLAYER01_SCORE = PLAYER01_PROGRESS.filter((part) => part.rewardItemId !== null).reduce((sum, part) => sum + PLANS[part.missionId - 1]!.score, 0);

export async function seed(): Promise<void> {
  const faker = fakerFor('missions');
  for (const [index, plan] of PLANS.entries()) {
    const id = index + 1;
    const bounds = id === 9 ? { start: daysAgo(12), end: daysAgo(5) } : periodBounds(plan.period);
    await missions.create({
      id, ...plan, iconUrl: `/mock-assets/mission/${plan.metric.toLowerCase()}.svg`, startTime: bounds.start, endTime: bounds.end,
    });
  }
  for (const part of PLAYER01_PROGRESS) {
    await missionProgress.create({ key: `${RICH_PLAYER}:${part.missionId}`, account: RICH_PLAYER, ...part, updateTime: daysAgo(0.2) });
  }

  const players = members.findMany((q) => q.where({ type: 0 })).sort((a, b) => a.account.localeCompare(b.account));
  for (const member of players) {
    const weekly = member.account === RICH_PLAYER ? PLAYER01_SCORE : faker.number.int({ min: 0, max: 30 }) * 100;
    if (weekly === 0 || member.firstTimeLogin) continue;
    // player01's board score is what its completed missions earned, the score its missions summary shows: one score
    // on the missions page (issue 32; it was 600 in the summary and 1,880 on the weekly board).
    const scores =
      member.account === RICH_PLAYER
        ? { DAILY: PLAYER01_SCORE, WEEKLY: PLAYER01_SCORE, MONTHLY: PLAYER01_SCORE }
        : {
            DAILY: Math.round(weekly / faker.number.int({ min: 3, max: 9 })),
            WEEKLY: weekly,
            MONTHLY: weekly * faker.number.int({ min: 2, max: 4 }) + faker.number.int({ min: 0, max: 50 }) * 10,
          };
    for (const period of LEADERBOARD_PERIODS) {
      await leaderboardScores.create({
        period, account: member.account, nickname: member.nickname, avatarUrl: member.avatarUrl, vipRankLevel: member.vipRankLevel, score: scores[period],
      });
    }
  }
}
