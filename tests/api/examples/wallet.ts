import { callRoute, contract } from '../../../src/lib/api';
import type { Examples } from './types';

export const walletExamples = {
  getBalance: { persona: 'player01', args: {} },
  transfers: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  transfer: { persona: 'player01', args: { body: { from: 'MAIN', to: 'SAFE_BOX', amount: 100, requestId: 'example-transfer-1' } } },
  depositChannels: { persona: 'player01', args: {} },
  deposit: { persona: 'player01', args: { body: { channelId: 1, amount: 500, requestId: 'example-deposit-1' } } },
  depositOrder: {
    persona: 'player01',
    args: async () => ({ query: { id: (await callRoute(contract.wallet.depositRecords, { query: { pageSize: 1 } })).list[0]!.id } }),
  },
  markDepositPaid: {
    persona: 'player01',
    args: async () => {
      const order = await callRoute(contract.wallet.deposit, { body: { channelId: 3, amount: 1_000, requestId: 'example-deposit-bank-1' } });
      return { body: { id: order.id, payerReference: 'BDO-1234' } };
    },
  },
  depositRecords: { persona: 'player01', args: { query: { pageNo: 1, pageSize: 10 } } },
  withdrawInfo: { persona: 'player01', args: {} },
  addBankAccount: {
    persona: 'player01',
    args: async () => {
      const info = await callRoute(contract.wallet.withdrawInfo);
      return { body: { type: 'BANK', bankName: 'Metrobank', accountName: info.holderName ?? 'Lucky Ace', accountNo: '1234 5678 9012', isDefault: true } };
    },
  },
  setDefaultBankAccount: {
    persona: 'player01',
    args: async () => ({ body: { id: (await callRoute(contract.wallet.withdrawInfo)).bankAccounts[1]!.id } }),
  },
  removeBankAccount: {
    persona: 'player01',
    args: async () => ({ body: { id: (await callRoute(contract.wallet.withdrawInfo)).bankAccounts[1]!.id } }),
  },
  cancelWithdraw: {
    persona: 'player01',
    args: async () => {
      const info = await callRoute(contract.wallet.withdrawInfo);
      const made = await callRoute(contract.wallet.withdraw, {
        body: { amount: 500, bankAccountId: info.bankAccounts[0]!.id, paymentPassword: '246810', requestId: 'example-withdraw-cancel-1' },
      });
      return { body: { id: made.id } };
    },
  },
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
