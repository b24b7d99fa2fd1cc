import type { Examples } from './types';

export const missionsExamples = {
  summary: { persona: 'player01', args: {} },
  // 902: the weekly board the summary names (mocks/missions/handlers.ts).
  leaderboard: { persona: 'player01', args: { query: { missionId: 902 } } },
  // player01's first mission is completed with its reward waiting (mocks/missions/seed.ts).
  claim: { persona: 'player01', args: { body: { milestoneId: 1, claimLeaderboard: false } } },
} satisfies Examples<'missions'>;
