import type { Examples } from './types';

export const promotionsExamples = {
  memberList: { persona: 'player01', args: {} },
  available: { persona: 'player01', args: {} },
  categories: { persona: 'guest', args: {} },
  apply: { persona: 'player01', args: { body: { id: 18, remark: 'My ID was approved last week' } } },
  claim: { persona: 'player01', args: { body: { id: 8, requestId: 'example-promo-claim-1' } } },
  raffle: { persona: 'player01', args: {} },
  claimRaffle: { persona: 'player01', args: { body: { raffleId: 2 } } },
  rebateSettings: { persona: 'player01', args: {} },
  manualRebate: { persona: 'player01', args: {} },
  claimRebate: { persona: 'player01', args: { body: { requestId: 'example-rebate-1' } } },
  rebateHistory: { persona: 'player01', args: { query: { page: 1, size: 10 } } },
  referral: { persona: 'player01', args: { query: { autoGenerate: true, page: 1, size: 10 } } },
} satisfies Examples<'promotions'>;
