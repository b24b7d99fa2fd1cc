import type { z } from 'zod';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { BankAccount, addBankAccountBodySchema } from '../../contracts/wallet';
import { isoNow } from '../engine/clock';
import { refuse } from '../engine/refusal';
import { kycRecords } from '../kyc/collections';
import type { MemberRecord } from '../member/collections';
import { nextIdOf } from '../engine/helpers';
import { bankAccountsOf } from './bank-accounts';
import { payoutAccounts, type PayoutAccountRecord } from './collections';
import { MAX_BANK_ACCOUNTS } from './limits';

/** The name every payout account must carry once the member's ID verification is done (SPEC §3 KYC payeename). */
export function kycHolderName(account: string): string | null {
  const record = kycRecords.findFirst((q) => q.where({ account }));
  return record?.status === 'Y' ? (record.personalInfo?.payeename ?? null) : null;
}

const ADDED_ID_FLOOR = 1_000_000;

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
const mask = (accountNo: string) => `****${accountNo.replace(/ /g, '').slice(-4)}`;

function toBankAccount(row: PayoutAccountRecord): BankAccount {
  return { id: row.id, type: row.type, bankName: row.bankName, accountName: row.accountName, accountNo: row.accountNo, isDefault: row.isDefault };
}

/**
 * A member's bound payout accounts. The first read binds the two accounts a
 * seeded member registered with (in its KYC name when verified); the caller
 * holds the member's operation key, so two first reads cannot both bind them.
 */
export async function payoutAccountsOf(member: MemberRecord): Promise<BankAccount[]> {
  const rows = () => payoutAccounts.findMany((q) => q.where({ account: member.account }));
  if (rows().length === 0) {
    const holder = kycHolderName(member.account);
    for (const item of bankAccountsOf(member)) {
      await payoutAccounts.create({ ...item, accountName: holder ?? item.accountName, account: member.account, removed: false, createTime: isoNow() });
    }
  }
  return rows()
    .filter((row) => !row.removed)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
    .map(toBankAccount);
}

async function setDefault(account: string, id: number): Promise<void> {
  await payoutAccounts.updateMany((q) => q.where({ account }), {
    data(draft) {
      draft.isDefault = draft.id === id;
    },
  });
}

export async function addPayoutAccount(member: MemberRecord, body: z.infer<typeof addBankAccountBodySchema>): Promise<BankAccount[]> {
  const current = await payoutAccountsOf(member);
  if (current.length >= MAX_BANK_ACCOUNTS) {
    throw refuse(ERROR_CODES.INVALID_STATE, `At most ${MAX_BANK_ACCOUNTS} payout accounts`, 200, { reason: 'TOO_MANY_ACCOUNTS', max: MAX_BANK_ACCOUNTS });
  }
  const holder = kycHolderName(member.account);
  if (holder && !sameName(holder, body.accountName)) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'The account holder must be the name on your verified ID', 200, { reason: 'HOLDER_NAME_MISMATCH' });
  }
  const masked = mask(body.accountNo);
  if (current.some((item) => item.bankName === body.bankName && item.accountNo === masked)) {
    throw refuse(ERROR_CODES.INVALID_STATE, 'This account is already bound', 200, { reason: 'DUPLICATE_ACCOUNT' });
  }
  // Above every seeded id (member id x 10 + 1 or 2), so a member bound later never meets an added one.
  const id = nextIdOf(payoutAccounts, ADDED_ID_FLOOR);
  await payoutAccounts.create({
    id, account: member.account, type: body.type, bankName: body.bankName, accountName: body.accountName.trim(), accountNo: masked,
    isDefault: false, removed: false, createTime: isoNow(),
  });
  if (body.isDefault || current.length === 0) await setDefault(member.account, id);
  return payoutAccountsOf(member);
}

export async function setDefaultPayoutAccount(member: MemberRecord, id: number): Promise<BankAccount[]> {
  const current = await payoutAccountsOf(member);
  if (!current.some((item) => item.id === id)) throw refuse(ERROR_CODES.NOT_FOUND, 'No such payout account', 404);
  await setDefault(member.account, id);
  return payoutAccountsOf(member);
}

export async function removePayoutAccount(member: MemberRecord, id: number): Promise<BankAccount[]> {
  const current = await payoutAccountsOf(member);
  const target = current.find((item) => item.id === id);
  if (!target) throw refuse(ERROR_CODES.NOT_FOUND, 'No such payout account', 404);
  await payoutAccounts.update((q) => q.where({ id, account: member.account }), {
    data(draft) {
      draft.removed = true;
      draft.isDefault = false;
    },
  });
  const next = current.find((item) => item.id !== id);
  if (target.isDefault && next) await setDefault(member.account, next.id);
  return payoutAccountsOf(member);
}
