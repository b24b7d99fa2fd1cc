import type { Examples } from './types';

export const pointsExamples = {
  balance: { persona: 'player01', args: {} },
  summary: { persona: 'player01', args: {} },
  config: { persona: 'guest', args: {} },
  rules: { persona: 'guest', args: {} },
  exchangeRates: { persona: 'guest', args: {} },
  mall: { persona: 'guest', args: { query: { type: 'GADGET', page: 1 } } },
  redeem: { persona: 'player01', args: { body: { rewardId: 4, quantity: 2, password: '246810', requestId: 'example-redeem-1' } } },
  redeemList: { persona: 'player01', args: { query: { page: 1, size: 10 } } },
  convert: { persona: 'player01', args: { body: { points: 1_400, password: '246810', requestId: 'example-convert-1' } } },
} satisfies Examples<'points'>;
