import { callRoute, contract } from '../../../src/lib/api';
import type { Examples } from './types';

export const recordsExamples = {
  bets: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 20, gameType: 'RNG', startDate: '2026-10-01', endDate: '2026-10-31' } } },
  transactions: { persona: 'player01', args: { query: { kind: 'DEPOSIT' } } },
  profit: { persona: 'player01', args: { query: { startDate: '2026-10-02', endDate: '2026-10-31' } } },
  bonus: { persona: 'player01', args: { query: { source: 'PROMOTION' } } },
  transactionDetail: {
    persona: 'player01',
    args: async () => {
      const { list } = await callRoute(contract.records.transactions, { query: { kind: 'WIN', pageSize: 1 } });
      return { query: { id: list[0]!.id } };
    },
  },
} satisfies Examples<'records'>;
