import { callRoute, contract } from '../../../src/lib/api';
import type { Examples } from './types';

export const walletExamples = {
  getBalance: { persona: 'player01', args: {} },
  transfer: { persona: 'player01', args: { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 100, requestId: 'example-transfer-1' } } },
  depositChannels: { persona: 'player01', args: {} },
  deposit: { persona: 'player01', args: { body: { channelId: 1, amount: 500, requestId: 'example-deposit-1' } } },
  depositRecords: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  withdrawInfo: { persona: 'player01', args: {} },
  withdraw: {
    persona: 'player01',
    args: async () => {
      const info = await callRoute(contract.wallet.withdrawInfo);
      return { body: { amount: 1_000, bankAccountId: info.bankAccounts[0]!.id, paymentPassword: '246810', requestId: 'example-withdraw-1' } };
    },
  },
  withdrawRecords: { persona: 'player01', args: { query: { status: 'PAID' } } },
  confirmWithdraw: {
    persona: 'player01',
    args: async () => {
      const { list } = await callRoute(contract.wallet.withdrawRecords, { query: { pageSize: 50 } });
      const partial = list.find((row) => row.confirmation === 'PARTIALLY_RECEIVED')!;
      return { body: { id: partial.id, state: 'ALL_RECEIVED' } };
    },
  },
  uplineTransferInfo: { persona: 'player01', args: {} },
  transferToUpline: { persona: 'player01', args: { body: { amount: 50, paymentPassword: '246810', requestId: 'example-upline-1', remark: 'For the team' } } },
} satisfies Examples<'wallet'>;
