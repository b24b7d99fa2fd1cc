import {
  declarationBarred,
  depositKindBarred,
  depositStep,
  freePlayOpen,
  messageOwed,
  netDeposits,
  profileOf,
  type DepositPaymentKind,
  type JurisdictionProfile,
  type RegistrationDeclaration,
} from '../../contracts/shared/jurisdictions';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { getScenario } from '../engine/scenario';
import { refuse } from '../engine/refusal';
import { kycRecords } from '../kyc/collections';
import { deposits, withdrawals } from '../wallet/collections';
import { round2 } from '../engine/helpers';
import { settingsOf } from './state';

/**
 * Jurisdiction profiles in the simulated backend (issue 35): the profile is the scenario's
 * (`?jurisdiction=`, the QA toolbar; the brand's by default), and each rule of it is checked here,
 * called from inside the locked section of the route it guards.
 */
export function currentProfile(): JurisdictionProfile {
  return profileOf(getScenario().jurisdiction);
}

/** PAGCOR: a registration declaring a barred category (student, official, AFP/PNP) is refused. */
export function assertMayRegister(declaration: RegistrationDeclaration | undefined): void {
  const profile = currentProfile();
  if (!declarationBarred(profile, declaration)) return;
  throw refuse(ERROR_CODES.BARRED_PERSON, `${profile.regulator} rules bar this category of person from registering`, 403, { category: declaration ?? '' });
}

/**
 * UKGC: no free play before age and identity are verified: a member's own KYC, while a guest and a
 * trial account (null) are never verified.
 */
export function assertMayFreePlay(account: string | null): void {
  const profile = currentProfile();
  if (freePlayOpen(profile) || (account !== null && isVerified(account))) return;
  throw refuse(ERROR_CODES.VERIFICATION_REQUIRED, `${profile.regulator} rules: verify your age and identity before free play`, 403, { reason: 'FREE_PLAY' });
}

const COUNTED = new Set(['PENDING', 'APPROVED']);

export function hasDeposited(account: string): boolean {
  return deposits.findMany((q) => q.where({ account })).some((row) => COUNTED.has(row.status));
}

export function isVerified(account: string): boolean {
  return kycRecords.findFirst((q) => q.where({ account }))?.status === 'Y';
}

/** UKGC's deposit-limit prompt is answered by a deposit limit chosen (or none chosen) at the prompt, or one already set. */
export function depositPromptAnswered(account: string): boolean {
  const settings = settingsOf(account);
  if (settings?.depositPromptAnsweredAt) return true;
  return Object.entries(settings?.limits ?? {}).some(([key, limit]) => key.startsWith('DEPOSIT:') && (limit.amount !== null || limit.pending !== null));
}

/**
 * Before a deposit on a channel of `kind`: PAGCOR refuses credit cards and crypto; UKGC wants the
 * member verified and, before the first deposit, the deposit-limit prompt answered.
 */
export function assertMayDeposit(account: string, kind: DepositPaymentKind): void {
  const profile = currentProfile();
  if (depositKindBarred(profile, kind)) {
    throw refuse(ERROR_CODES.DEPOSIT_CHANNEL_BARRED, `${profile.regulator} rules bar ${kind.toLowerCase()} deposits for betting`, 403, { kind });
  }
  const step = depositStep(profile, {
    verified: isVerified(account),
    hasDeposited: hasDeposited(account),
    limitPromptAnswered: depositPromptAnswered(account),
  });
  if (step === 'VERIFY') {
    throw refuse(ERROR_CODES.VERIFICATION_REQUIRED, `${profile.regulator} rules: verify your age and identity before you deposit`, 403, { reason: 'DEPOSIT' });
  }
  if (step === 'LIMIT_PROMPT') {
    throw refuse(ERROR_CODES.DEPOSIT_LIMIT_PROMPT, `${profile.regulator} rules: set a deposit limit, or choose none, before your first deposit`, 403);
  }
}

/** MGA: the responsible-gaming message, acknowledged, before the first bet. */
export function assertMessageAcknowledged(account: string): void {
  const profile = currentProfile();
  if (!messageOwed(profile, Boolean(settingsOf(account)?.messageAcknowledgedAt))) return;
  throw refuse(ERROR_CODES.RG_MESSAGE_REQUIRED, `${profile.regulator} rules: read the responsible-gaming message before you play`, 403);
}

/** Approved deposits (what was asked) less paid withdrawals: UKGC's net deposits. */
export function netDepositsOf(account: string): { deposited: number; withdrawn: number; net: number } {
  const deposited = round2(deposits.findMany((q) => q.where({ account, status: 'APPROVED' })).reduce((sum, row) => sum + row.amount, 0));
  const withdrawn = round2(withdrawals.findMany((q) => q.where({ account, status: 'PAID' })).reduce((sum, row) => sum + row.amount, 0));
  return { deposited, withdrawn, net: netDeposits(deposited, withdrawn) };
}
