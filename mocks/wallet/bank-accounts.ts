import type { BankAccount } from '../../contracts/wallet';
import type { MemberRecord } from '../member/collections';
import { hashText } from '../engine/helpers';

const BANKS = ['BDO Unibank', 'BPI', 'Metrobank', 'Landbank', 'Security Bank', 'UnionBank', 'RCBC'] as const;
const EWALLETS = ['GCash', 'Maya'] as const;

function digits(seed: number, count: number): string {
  let text = '';
  let value = seed;
  for (let i = 0; i < count; i += 1) {
    value = Math.imul(value ^ (value >>> 13), 1103515245) + 12345;
    text += String(Math.abs(value) % 10);
  }
  return text;
}

/**
 * The payout accounts a member registered: a bank account and an e-wallet,
 * derived from the account name so that they are the same on every seed.
 */
export function bankAccountsOf(member: Pick<MemberRecord, 'id' | 'account' | 'nickname' | 'fullName' | 'payeeName'>): BankAccount[] {
  const seed = hashText(member.account);
  const holder = member.payeeName ?? member.fullName ?? member.nickname;
  const bank = BANKS[seed % BANKS.length] ?? 'BDO Unibank';
  const wallet = EWALLETS[seed % EWALLETS.length] ?? 'GCash';
  return [
    { id: member.id * 10 + 1, type: 'BANK', bankName: bank, accountName: holder, accountNo: `****${digits(seed, 4)}`, isDefault: true },
    { id: member.id * 10 + 2, type: 'EWALLET', bankName: wallet, accountName: holder, accountNo: `****${digits(seed + 7, 4)}`, isDefault: false },
  ];
}

/** Banks and e-wallets a member may bind a payout account at. */
export const PAYOUT_PROVIDERS = [
  ...BANKS.map((name) => ({ type: 'BANK' as const, name })),
  ...EWALLETS.map((name) => ({ type: 'EWALLET' as const, name })),
];
