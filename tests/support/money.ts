import { WALLET_ACCOUNT_TYPE_IDS } from '../../contracts/shared/constants';
import type { BankAccount, WalletCode } from '../../contracts/wallet';
import { DEPOSIT_CHANNELS } from '../../mocks/wallet/channels';
import { callRoute, contract } from '../../src/lib/api';

/** The money domain's calls in the terms tests think in: pockets by code, a deposit by channel, a withdrawal to a card. */

const wallet = contract.wallet;
/** player01's (and the seeded members') payment password. */
export const PAY = '246810';

/** W1's main wallet and safe box of the caller. */
export async function pockets(): Promise<Record<WalletCode, number>> {
  const value = await callRoute(wallet.getBalance);
  const of = (code: WalletCode) => Number(value.balance?.find((item) => Number(item.accountTypeId) === WALLET_ACCOUNT_TYPE_IDS[code])?.availBalance ?? 0);
  return { MAIN: of('MAIN'), SAFE_BOX: of('SAFE_BOX') };
}

export const mainBalance = async (): Promise<number> => (await pockets()).MAIN;

/** W3's arguments for a move between two pockets. */
export function moveArgs(from: WalletCode, to: WalletCode, amount: number) {
  return { body: { fromAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[from], toAccountTypeId: WALLET_ACCOUNT_TYPE_IDS[to], amount } };
}

export const move = (from: WalletCode, to: WalletCode, amount: number) => callRoute(wallet.transfer, moveArgs(from, to, amount));

export const withdrawSettings = () => callRoute(wallet.withdrawInfo, { query: {} });

export async function firstCard(): Promise<BankAccount> {
  return (await withdrawSettings()).bankCards[0]!;
}

/** The withdrawal relay's arguments for a card. */
export function withdrawArgs(card: Pick<BankAccount, 'id' | 'type'>, amount: number, requestId: string, password = PAY) {
  return { body: { amount, bankCardId: card.id, password, currentWithdrawType: card.type === 'BANK' ? ('BC' as const) : ('EW' as const), requestId } };
}

export const withdraw = (card: Pick<BankAccount, 'id' | 'type'>, amount: number, requestId: string, password = PAY) =>
  callRoute(wallet.withdraw, withdrawArgs(card, amount, requestId, password));

/** The deposit relay of a seeded channel (by its vendorId) and the body it takes. */
export function depositCall(vendorId: number, amount: number, requestId: string, targetUsername = 'player01') {
  const channel = DEPOSIT_CHANNELS.find((item) => item.vendorId === vendorId) ?? DEPOSIT_CHANNELS[0]!;
  const route = { QR_IMAGE: wallet.depositByQrImage, VIRTUAL_WALLET: wallet.depositVirtualWallet, MANUAL_TRANSFER: wallet.manualTransfer }[channel.depositMethod];
  const body = { targetUsername, amount, vendorId, bankCode: channel.bankCode, bankType: channel.bankType, mcsBankCode: channel.mcsBankCode, requestId };
  return { route, body };
}

export function deposit(vendorId: number, amount: number, requestId: string, targetUsername = 'player01') {
  const { route, body } = depositCall(vendorId, amount, requestId, targetUsername);
  return callRoute(route, { body });
}

/** N27's main-wallet rows (newest first) as numbers, and the totals of the filter. */
export async function ledgerRows(query: { codeTypes?: string; startTime?: string; endTime?: string; page?: number; size?: number } = {}) {
  const value = await callRoute(contract.records.transactions, { query: { page: 1, size: 20, ...query } });
  const rows = value.content.map((row) => ({
    id: Number(row.id),
    kind: row.codeType ?? '',
    amount: Number(row.amount),
    balanceAfter: Number(row.balanceAfter),
    reference: row.reference ?? '',
    remark: row.remark ?? '',
    createTime: row.createTime,
    accountTypeId: Number(row.accountTypeId),
  }));
  return { rows, totalPages: value.totalPages, totalCount: value.totalElements ?? rows.length, totals: value.totals };
}

/** N20's balance as a number. */
export async function pointBalance(): Promise<number> {
  return Number(await callRoute(contract.points.balance));
}
