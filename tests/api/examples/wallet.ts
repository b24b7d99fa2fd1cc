import { WALLET_ACCOUNT_TYPE_IDS } from '@contracts/shared/constants';
import { callRoute, contract } from '@/lib/api';
import { setScenario } from '@mocks/engine/scenario';
import type { Examples } from './types';

/** A deposit body of a seeded channel (mocks/wallet/channels.ts), for player01. */
const depositBody = (vendorId: number, codes: { bankCode: string; bankType: 'BANK' | 'EWALLET' | 'CRYPTO'; mcsBankCode: string }, amount: number, requestId: string) => ({
  targetUsername: 'player01', amount, vendorId, ...codes, requestId,
});

const firstBankCard = async () => (await callRoute(contract.wallet.withdrawInfo, { query: {} })).bankCards[0]!;

export const walletExamples = {
  getBalance: { persona: 'player01', args: {} },
  merchantWallet: { persona: 'player01', args: {} },
  transfers: { persona: 'player01', args: { query: { page: 1, size: 10 } } },
  transfer: { persona: 'player01', args: { body: { fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS.MAIN, toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS.SAFE_BOX, amount: 100 } } },
  depositChannels: { persona: 'player01', args: {} },
  depositByQrImage: {
    persona: 'player01',
    args: { body: depositBody(1, { bankCode: 'GCASH', bankType: 'EWALLET', mcsBankCode: 'PH_GCASH' }, 500, 'example-deposit-qr-1') },
  },
  depositVirtualWallet: {
    persona: 'player01',
    // PAGCOR bars crypto deposits (issue 35): the one virtual-wallet channel is crypto, so the example runs under MGA.
    args: async () => {
      setScenario({ jurisdiction: 'MT' });
      return { body: depositBody(5, { bankCode: 'USDT', bankType: 'CRYPTO', mcsBankCode: 'USDT_TRC20' }, 1_000, 'example-deposit-usdt-1') };
    },
  },
  manualTransfer: {
    persona: 'player01',
    args: { body: depositBody(3, { bankCode: 'BDO', bankType: 'BANK', mcsBankCode: 'PH_BDO' }, 1_000, 'example-deposit-bdo-1') },
  },
  depositOrder: {
    persona: 'player01',
    args: async () => ({ query: { depositId: (await callRoute(contract.wallet.depositRecords, { query: { size: 1 } })).content[0]!.id } }),
  },
  markDepositPaid: {
    persona: 'player01',
    args: async () => {
      const order = await callRoute(contract.wallet.manualTransfer, {
        body: depositBody(3, { bankCode: 'BDO', bankType: 'BANK', mcsBankCode: 'PH_BDO' }, 1_000, 'example-deposit-bank-1'),
      });
      return { body: { depositId: order.id, payerReference: 'BDO-1234' } };
    },
  },
  depositRecords: { persona: 'player01', args: { query: { page: 1, size: 10 } } },
  withdrawInfo: { persona: 'player01', args: { query: {} } },
  addBankAccount: {
    persona: 'player01',
    args: async () => {
      const info = await callRoute(contract.wallet.withdrawInfo, { query: {} });
      return { body: { type: 'BANK', bankName: 'Metrobank', accountName: info.holderName ?? 'Lucky Ace', accountNo: '1234 5678 9012', isDefault: true } };
    },
  },
  setDefaultBankAccount: {
    persona: 'player01',
    args: async () => ({ body: { bankCardId: (await callRoute(contract.wallet.withdrawInfo, { query: {} })).bankCards[1]!.id } }),
  },
  removeBankAccount: {
    persona: 'player01',
    args: async () => ({ body: { bankCardId: (await callRoute(contract.wallet.withdrawInfo, { query: {} })).bankCards[1]!.id } }),
  },
  cancelWithdraw: {
    persona: 'player01',
    args: async () => {
      const card = await firstBankCard();
      const made = await callRoute(contract.wallet.withdraw, {
        body: { amount: 500, bankCardId: card.id, password: '246810', currentWithdrawType: card.type === 'BANK' ? 'BC' : 'EW', requestId: 'example-withdraw-cancel-1' },
      });
      return { body: { withdrawId: made.id } };
    },
  },
  withdraw: {
    persona: 'player01',
    args: async () => {
      const card = await firstBankCard();
      return { body: { amount: 1_000, bankCardId: card.id, password: '246810', currentWithdrawType: card.type === 'BANK' ? 'BC' : 'EW', requestId: 'example-withdraw-1' } };
    },
  },
  withdrawRecords: { persona: 'player01', args: { query: { status: 'PAID' } } },
  confirmWithdraw: {
    persona: 'player01',
    args: async () => {
      const { content } = await callRoute(contract.wallet.withdrawRecords, { query: { size: 50 } });
      const partial = content.find((row) => row.confirmation === 'PARTIALLY_RECEIVED')!;
      return { body: { withdrawId: partial.id, state: 'ALL_RECEIVED' } };
    },
  },
  uplineTransferInfo: { persona: 'player01', args: {} },
  transferToUpline: { persona: 'player01', args: { body: { transferAmount: 50, password: '246810', requestId: 'example-upline-1', remark: 'For the team' } } },
} satisfies Examples<'wallet'>;
