import type { Examples } from './types';

export const promotionsExamples = {
  list: { persona: 'guest', args: { query: { category: 'ALL', pageNo: 1, pageSize: 20 } } },
  memberList: { persona: 'player01', args: { query: { category: 'CARDS' } } },
  detail: { persona: 'guest', args: { query: { id: 1 } } },
  apply: { persona: 'player01', args: { body: { id: 18, remark: 'My ID was approved last week' } } },
  claim: { persona: 'player01', args: { body: { id: 8, requestId: 'example-promo-claim-1' } } },
  raffle: { persona: 'player01', args: {} },
  claimRaffle: { persona: 'player01', args: { body: { raffleId: 2, requestId: 'example-raffle-1' } } },
  manualRebate: { persona: 'player01', args: {} },
  claimRebate: { persona: 'player01', args: { body: { requestId: 'example-rebate-1' } } },
  rebateHistory: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  referral: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
} satisfies Examples<'promotions'>;
