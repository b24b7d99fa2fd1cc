import type { Examples } from './types';

export const rewardsExamples = {
  overview: { persona: 'player01', args: {} },
  rankProgress: { persona: 'player01', args: {} },
  list: { persona: 'player01', args: { query: { page: 1, size: 8, status: 'CLAIM' } } },
  claim: { persona: 'player01', args: { body: { id: 3, requestId: 'example-reward-claim-1' } } },
  claimAll: { persona: 'player01', args: { body: { requestId: 'example-reward-claim-all-1' } } },
} satisfies Examples<'rewards'>;
