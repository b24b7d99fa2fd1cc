import { contract } from '../../contracts';
import { DEFAULT_CURRENCY_SYMBOL, WALLET_ACCOUNT_TYPE_IDS } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { walletCodeOf } from '../../contracts/wallet';
import { requireMember, requireRealMember } from '../engine/auth';
import { isoNow } from '../engine/clock';
import { newestFirst, nextIdOf, reportPageOf, round2 } from '../engine/helpers';
import type { RouterImpl } from '../engine/implement';
import { exclusive, operationKey } from '../engine/lock';
import { ok, refuse } from '../engine/refusal';
import { transfers } from './collections';
import { balanceOf, post } from './ledger';
import { WALLET_CURRENCY } from './limits';
import { settleOrders, walletBalanceOf, walletsOf } from './orders';

/** The member's balances and its safe box: moves between the main wallet and the safe box, and their list. */
export const balanceRoutes = {
  getBalance: async (_input, ctx) => {
    const member = requireMember(ctx);
    await settleOrders(member.account);
    const accounts = walletsOf(member.account);
    return ok({
      sumBalance: round2(accounts.reduce((sum, item) => sum + Number(item.availBalance), 0)),
      currency: WALLET_CURRENCY,
      currencySymbol: member.currencySymbol || DEFAULT_CURRENCY_SYMBOL,
      balance: accounts,
    });
  },

  merchantWallet: async (_input, ctx) => {
    requireMember(ctx);
    // A single wallet: vendors draw on the main wallet, and the safe box is the member's own pocket.
    return ok({ isSingle: true });
  },

  // W3 carries no request id (WIRE.md gives exactly three fields): every call is a transfer of its own.
  // The member's section still makes parallel ones queue, so each sees the balances the others left.

  transfer: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const account = member.account;
    const from = walletCodeOf(body.fromAccountTypeId);
    const to = walletCodeOf(body.toAccountTypeId);
    if (!from) throw refuse(ERROR_CODES.VALIDATION, 'body.fromAccountTypeId: no such account', 400);
    if (!to) throw refuse(ERROR_CODES.VALIDATION, 'body.toAccountTypeId: no such account', 400);
    return exclusive([operationKey(account)], async () => {
      if (from === 'SAFE_BOX' && walletBalanceOf(account, 'SAFE_BOX') < body.amount) {
        throw refuse(ERROR_CODES.INSUFFICIENT_BALANCE, 'The safe box does not hold that much');
      }
      const id = nextIdOf(transfers);
      const createTime = isoNow();
      // The ledger refuses a MAIN debit below zero.
      if (from === 'MAIN') await post(account, 'TRANSFER_OUT', -body.amount, `SAFEBOX-${id}`, 'To safe box', createTime);
      else await post(account, 'TRANSFER_IN', body.amount, `SAFEBOX-${id}`, 'From safe box', createTime);
      await transfers.create({
        id, account, kind: 'SAFE_BOX', from, to, amount: body.amount, counterparty: 'SAFE_BOX',
        remark: '', balanceAfter: balanceOf(account), createTime,
      });
      return ok(null);
    });
  },

  transfers: async ({ query }, ctx) => {
    const member = requireRealMember(ctx);
    const rows = transfers
      .findMany((q) => q.where({ account: member.account, kind: 'SAFE_BOX' }))
      .sort(newestFirst((row) => row.createTime))
      .map(({ id, from, to, amount, balanceAfter, createTime }) => ({
        id, fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[from], toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[to], amount, balanceAfter, createTime,
      }));
    return ok(reportPageOf(rows, query.page, query.size));
  },
} satisfies Partial<RouterImpl<typeof contract.wallet>>;
