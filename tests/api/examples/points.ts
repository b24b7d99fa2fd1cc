import type { Examples } from './types';

export const pointsExamples = {
  balance: { persona: 'player01', args: {} },
  config: { persona: 'guest', args: {} },
  rules: { persona: 'guest', args: {} },
  exchangeRates: { persona: 'guest', args: {} },
  details: { persona: 'player01', args: { query: { type: 'EARN' } } },
  mall: { persona: 'guest', args: { query: { type: 'GADGET' } } },
  redeem: { persona: 'player01', args: { body: { itemId: 4, quantity: 2, paymentPassword: '246810', requestId: 'example-redeem-1' } } },
  redeemList: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  convert: { persona: 'player01', args: { body: { points: 1_400, paymentPassword: '246810', requestId: 'example-convert-1' } } },
} satisfies Examples<'points'>;
