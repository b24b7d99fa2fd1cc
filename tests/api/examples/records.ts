import { POINT_TX_TYPE_IDS } from '@contracts/shared/constants';
import { callRoute, contract } from '@/lib/api';
import type { Examples } from './types';

export const recordsExamples = {
  bets: { persona: 'player01', args: { query: { page: 1, size: 20, gameType: 'RNG', startTime: '2026-10-01', endTime: '2026-10-31' } } },
  // N27 as the points details send it (WIRE.md §6.6); the transaction history sends the same without txTypeIds.
  transactions: { persona: 'player01', args: { query: { txTypeIds: POINT_TX_TYPE_IDS, codeTypes: 'EARN', page: 1, size: 10 } } },
  profit: { persona: 'player01', args: { query: { startTime: '2026-10-02', endTime: '2026-10-31' } } },
  bonus: { persona: 'player01', args: { query: { source: 'PROMOTION' } } },
  transactionDetail: {
    persona: 'player01',
    args: async () => {
      const { content } = await callRoute(contract.records.transactions, { query: { codeTypes: 'WIN', page: 1, size: 1 } });
      return { query: { id: Number(content[0]!.id) } };
    },
  },
} satisfies Examples<'records'>;
