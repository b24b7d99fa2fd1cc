import { describe, expect, it } from 'vitest';
import { contract } from '@contracts';
import { POINT_TX_TYPE_IDS } from '@contracts/shared/constants';
import { ERROR_CODES } from '@contracts/shared/errors';
import { selectDepositSettings, selectIsSingle, selectWalletView, selectWithdrawInfo } from '@/features/cashier/api';
import { withdrawRefusal } from '@/features/cashier/rules/withdraw';
import { selectWalletBalance, withMainBalance } from '@/features/member/api';
import { selectMallItem, selectMallPage, selectPoints, selectPointsDetails } from '@/features/pointMall/api';
import { selectTransactionPage } from '@/features/records/api';

/**
 * WIRE.md's answers of the money routes (§6.3 W1-W2, §6.6 N20-N27, §7.3, §4.2): each parses with
 * the route's 200 schema, and the feature's select turns it into what the screens read, defaults
 * for what the platform leaves out included.
 */
function parsed<T>(route: { responses: { 200: { parse: (body: unknown) => unknown } } }, value: T): T {
  const body = route.responses[200].parse({ success: true, value }) as { value: T };
  return body.value;
}

describe('W1 GET /wps/v2/wallets/balance', () => {
  it("WIRE's observed answer: the main account's 0.25 in BDT with the server's symbol", () => {
    const value = parsed(contract.wallet.getBalance, {
      sumBalance: 0.25,
      currency: 'BDT',
      currencySymbol: '৳',
      balance: [{ accountTypeId: 2, availBalance: 0.25 }],
    });
    expect(selectWalletBalance(value)).toEqual({
      main: 0.25,
      total: 0.25,
      currency: 'BDT',
      currencySymbol: '৳',
      accounts: [{ accountTypeId: 2, name: '', balance: 0.25 }],
    });
  });

  it('no currencySymbol sent: "$"; amounts and ids as numeric strings; the sum from the accounts when none is sent', () => {
    const value = parsed(contract.wallet.getBalance, {
      currency: 'USD',
      balance: [
        { accountTypeId: '2', accountName: 'MAIN', displayName: 'Main wallet', availBalance: '120.50' },
        { accountTypeId: 99, accountName: 'SAFE_BOX', availBalance: '30' },
      ],
    });
    const summary = selectWalletBalance(value);
    expect(summary).toMatchObject({ main: 120.5, total: 150.5, currencySymbol: '$' });
    expect(summary.accounts[0]!.name).toBe('Main wallet');
    expect(selectWalletView(value)).toEqual({ pockets: { MAIN: 120.5, SAFE_BOX: 30 }, currencySymbol: '$' });
  });

  it('an empty answer reads as nothing held; a write that answers the main balance moves it and the sum', () => {
    expect(selectWalletBalance(parsed(contract.wallet.getBalance, {}))).toEqual({ main: 0, total: 0, currency: '', currencySymbol: '$', accounts: [] });
    const value = parsed(contract.wallet.getBalance, { sumBalance: '10', balance: [{ accountTypeId: 2, availBalance: 4 }, { accountTypeId: 99, availBalance: 6 }] });
    expect(selectWalletBalance(withMainBalance(value, 9))).toMatchObject({ main: 9, total: 15 });
  });
});

describe('W2 GET /wps/relay/GCS_merchantWallet', () => {
  it('reads isSingle as sent, and as a flag of another spelling', () => {
    expect(selectIsSingle(parsed(contract.wallet.merchantWallet, { isSingle: true }))).toBe(true);
    expect(selectIsSingle(parsed(contract.wallet.merchantWallet, { isSingle: false }))).toBe(false);
    expect(selectIsSingle(parsed(contract.wallet.merchantWallet, { isSingle: 'N' }))).toBe(false);
    expect(selectIsSingle(parsed(contract.wallet.merchantWallet, { isSingle: 1 }))).toBe(true);
    expect(selectIsSingle(parsed(contract.wallet.merchantWallet, {}))).toBe(true);
  });
});

describe('§7.3 MCSFE_getDepositSettings and MCSFE_getWithdrawSettings', () => {
  it('allowDeposit "Y" with totalDepositSuccessCount alone: allowed, no channel of ours', () => {
    const value = parsed(contract.wallet.depositChannels, { allowDeposit: 'Y', totalDepositSuccessCount: 3 });
    expect(selectDepositSettings(value)).toEqual({ allowed: true, channels: [] });
    expect(selectDepositSettings(parsed(contract.wallet.depositChannels, { allowDeposit: 'N', totalDepositSuccessCount: '0' })).allowed).toBe(false);
  });

  it('minimumAmount 100 and maximumAmount 50000 (as sent, or as strings) are the form limits', () => {
    const ours = {
      balance: 300, available: 250, currencySymbol: '$', dailyCountLimit: 5, dailyAmountLimit: 200_000, usedCountToday: 0, usedAmountToday: 0, feeRate: 0,
      turnover: { required: 0, completed: 0, remaining: 0, met: true }, bankCards: [], hasPaymentPassword: true, autoReceiveMinutes: 30,
      lockedByTurnover: 0, holderName: null, payoutProviders: [], maxBankAccounts: 5,
    };
    expect(selectWithdrawInfo(parsed(contract.wallet.withdrawInfo, { ...ours, minimumAmount: 100, maximumAmount: 50_000 }))).toMatchObject({ minAmount: 100, maxAmount: 50_000, bankAccounts: [] });
    expect(selectWithdrawInfo(parsed(contract.wallet.withdrawInfo, { ...ours, minimumAmount: '100', maximumAmount: '50000' }))).toMatchObject({ minAmount: 100, maxAmount: 50_000 });
  });
});

describe('N20 GET /wps/relay/MCS2_getPointBalance', () => {
  it('the value is the balance, a number or a numeric string', () => {
    expect(selectPoints(parsed(contract.points.balance, '12345'))).toBe(12_345);
    expect(selectPoints(parsed(contract.points.balance, 678))).toBe(678);
    expect(selectPoints(parsed(contract.points.balance, ''))).toBe(0);
  });
});

describe('N21 GET /wps/relay/MCS2_getPointReward', () => {
  it('an item with merchandiseImages and no imageLink: the M picture, price as its points, no stock known', () => {
    const value = parsed(contract.points.mall, {
      list: [{ id: '31', name: 'Gift card', merchandiseImages: [{ type: 'S', imageUrl: 'https://cdn.example/s.png' }, { type: 'M', imageUrl: 'https://cdn.example/m.png' }], displayPointMoneyAmt: 'N', price: '3000', type: 'LIFESTYLE' }],
      totalPages: '1',
    });
    expect(selectMallPage(value)).toEqual({
      list: [{ id: 31, type: 'LIFESTYLE', name: 'Gift card', description: '', imageUrl: 'https://cdn.example/m.png', requiredPoints: 3_000, requiredAmount: 0, stock: null, perMemberLimit: null }],
      totalPages: 1,
      totalCount: 1,
    });
  });

  it('displayPointMoneyAmt "Y": points plus money; imageLink wins; a type we do not know is null', () => {
    const [item] = parsed(contract.points.mall, {
      list: [{ id: 9, name: 'Phone', imageLink: 'https://cdn.example/phone.png', displayPointMoneyAmt: 'Y', mpPointAmount: 250_000, mpMoneyAmount: '5000', price: 300_000, type: 3 }],
      totalPages: 1,
    }).list;
    expect(selectMallItem(item!)).toMatchObject({ imageUrl: 'https://cdn.example/phone.png', requiredPoints: 250_000, requiredAmount: 5_000, type: null });
  });
});

describe('N27 GET /wps/relay/ODSFE2_MemTransDet', () => {
  it("points rows (txTypeIds 8102,8202): whole points, a type we do not know reads as ADJUST", () => {
    expect(POINT_TX_TYPE_IDS).toBe('8102,8202');
    const value = parsed(contract.records.transactions, {
      content: [
        { id: '7', accountTypeId: 9, txTypeId: 8102, codeType: 'EARN', amount: '120', balanceAfter: '5120', createTime: '2026-10-01T02:00:00.000Z' },
        { id: 8, accountTypeId: 9, txTypeId: 8202, codeType: 'LUCKY_DRAW', amount: -20, createTime: '2026-10-02T02:00:00.000Z' },
      ],
      totalPages: 1,
      pageNum: 1,
    });
    expect(selectPointsDetails(value)).toEqual({
      list: [
        { id: 7, type: 'EARN', points: 120, balanceAfter: 5_120, remark: '', createTime: '2026-10-01T02:00:00.000Z' },
        { id: 8, type: 'ADJUST', points: -20, balanceAfter: 0, remark: '', createTime: '2026-10-02T02:00:00.000Z' },
      ],
      totalPages: 1,
      totalCount: 2,
    });
  });

  it('main-wallet rows: a known kind, or the code as sent; the page\'s own totals when the server sends none', () => {
    const value = parsed(contract.records.transactions, {
      content: [
        { id: 1, accountTypeId: 2, codeType: 'DEPOSIT', amount: '500', balanceAfter: 800, reference: 'DEP-1', createTime: '2026-10-01T02:00:00.000Z' },
        { id: 2, accountTypeId: 2, codeType: 'FEE', amount: -12.5, balanceAfter: '787.5', createTime: '2026-10-01T03:00:00.000Z' },
      ],
      totalPages: 3,
      pageNum: 2,
    });
    const page = selectTransactionPage(value);
    expect(page.rows.map((row) => [row.kind, row.code, row.amount, row.balanceAfter])).toEqual([['DEPOSIT', 'DEPOSIT', 500, 800], [null, 'FEE', -12.5, 787.5]]);
    expect(page).toMatchObject({ pageNo: 2, totalPages: 3, totalCount: 2, totals: { credit: 500, debit: 12.5, net: 487.5 } });
  });
});

describe('§4.2/§4.4 withdraw refusals, as the withdraw screen reads them', () => {
  const facts = (errorCode: string, value: unknown = null, presented = false) => ({ errorCode, status: 400, value, presented });

  it('the turnover and deposit figures of value.data, as numbers', () => {
    expect(withdrawRefusal(facts(ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH, { data: { requiredTurnover: '5000', actualTurnover: 1250 } }))).toEqual({ kind: 'turnover', required: 5_000, actual: 1_250 });
    expect(withdrawRefusal(facts(ERROR_CODES.WITHDRAW_DEPOSIT_NOT_REACHED, { data: { requiredDepositAmount: 500, actualDepositAmount: '100' } }))).toEqual({ kind: 'deposit', required: 500, actual: 100 });
    expect(withdrawRefusal(facts(ERROR_CODES.WITHDRAW_TURNOVER_NOT_ENOUGH, {}))).toEqual({ kind: 'turnover', required: 0, actual: 0 });
  });

  it('the required_* codes of value.data, listed or comma-joined', () => {
    expect(withdrawRefusal(facts(ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE, { data: ['required_nickname', 'required_id_not_verified'] }))).toEqual({ kind: 'memberInfo', missing: ['required_nickname', 'required_id_not_verified'] });
    expect(withdrawRefusal(facts(ERROR_CODES.MEMBER_INFORMATION_INCOMPLETE, { data: 'required_email_add, required_address' }))).toEqual({ kind: 'memberInfo', missing: ['required_email_add', 'required_address'] });
  });

  it('the payment password: a field error, or the security centre; silent, dialog and other codes', () => {
    expect(withdrawRefusal(facts('invalid.payment.pw', { triesLeft: 4 }))).toEqual({ kind: 'paymentPassword' });
    expect(withdrawRefusal(facts('not.exists.payment.password'))).toEqual({ kind: 'setPaymentPassword' });
    expect(withdrawRefusal(facts('withdraw_not_supported'))).toEqual({ kind: 'none' });
    // The pipeline shows promotion_turnover_not_enough's dialog and marks the error presented.
    expect(withdrawRefusal(facts('promotion_turnover_not_enough', null, true))).toEqual({ kind: 'none' });
    expect(withdrawRefusal(facts('promotion_turnover_not_enough'))).toEqual({ kind: 'none' });
    expect(withdrawRefusal(facts('balance_not_enough'))).toEqual({ kind: 'message' });
  });
});
