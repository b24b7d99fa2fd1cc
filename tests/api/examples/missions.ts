import type { Examples } from './types';

export const missionsExamples = {
  summary: { persona: 'player01', args: { query: {} } },
  leaderboard: { persona: 'player01', args: { query: { period: 'WEEKLY', limit: 20 } } },
} satisfies Examples<'missions'>;
