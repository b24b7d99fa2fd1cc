import type { LoginVerifyKey, LoginVerifyMethod } from '../../contracts/session';
import { ERROR_CODES, type ErrorCode } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';
import { members, type MemberRecord } from '../member/collections';
import { hashText } from '../engine/helpers';
import { consumeFirebaseToken } from '../verification/firebase';
import { fullNumber, verifyCode } from '../verification/sms';

/** How long a login refused with login_verify_required waits for its verification (S2). */
export const LOGIN_VERIFY_MINUTES = 10;
/** Wrong answers before the verification is burnt: the login must start again (S1), with the captcha on. */
export const LOGIN_VERIFY_MAX_WRONG = 5;
/** The simulated authenticator's time step (RFC 6238's default). */
const AUTHENTICATOR_STEP_MS = 30_000;

/** A login S1 refused for an unregistered IP, waiting for S2 from the same caller. */
interface PendingVerification {
  ip: string;
  expiresAt: number;
  wrong: number;
}

const pendings = new Map<string, PendingVerification>();
const pendingKey = (account: string, client: string) => `${account.toLowerCase()}|${client}`;

/** The names login history gives S2's methods (account.history.verifiedBy). */
export const VERIFIED_BY: Record<LoginVerifyMethod, string> = { E: 'EMAIL', G: 'GOOGLE', S: 'SMS', P: 'BANK_NAME' };
const KEY_OF: Record<LoginVerifyMethod, LoginVerifyKey> = { E: 'email', G: 'ga', S: 'sms', P: 'payeeName' };

function maskPhone(dial: string | undefined, mobile: string): string {
  return `${dial ?? ''} ${mobile.slice(0, 3)}****${mobile.slice(-3)}`.trim();
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/**
 * WIRE.md §4.2: the value of login_verify_required, whose keys are the methods the server offers
 * (email, ga, sms, payeeName): only what it can check for this member. WIRE does not record the
 * values; ours are a masked hint where there is one, `true` otherwise (truthy, whatever a client tests).
 */
export function methodsOf(member: MemberRecord): Partial<Record<LoginVerifyKey, string | true>> {
  const methods: Partial<Record<LoginVerifyKey, string | true>> = {};
  if (member.email) methods.email = maskEmail(member.email);
  if (member.authenticatorSecret) methods.ga = true;
  if (member.mobileNum) methods.sms = maskPhone(member.countryDialingCode, member.mobileNum);
  if (member.payeeName) methods.payeeName = true;
  return methods;
}

/**
 * SPEC §4 login from an unregistered IP: with the check on, a right password from an IP the member
 * never verified opens no session. S1 is refused with login_verify_required, and the caller may
 * complete the login with S2 for LOGIN_VERIFY_MINUTES. A member with no way to verify is let in,
 * as there is nothing to ask.
 */
export function requireKnownIp(member: MemberRecord, ip: string, client: string): void {
  if ((member.knownIps ?? []).includes(ip)) return;
  const methods = methodsOf(member);
  if (Object.keys(methods).length === 0) return;
  pendings.set(pendingKey(member.account, client), { ip, expiresAt: now() + LOGIN_VERIFY_MINUTES * 60_000, wrong: 0 });
  throw refuse(ERROR_CODES.LOGIN_VERIFICATION_REQUIRED, 'This IP is not registered to the account: please verify it is you', 400, methods);
}

/** The verification waiting for this member and caller, or a refusal: S2 only completes a login S1 began. */
export function livePending(account: string, client: string): PendingVerification {
  const key = pendingKey(account, client);
  const pending = pendings.get(key);
  if (!pending || pending.expiresAt < now() || pending.wrong >= LOGIN_VERIFY_MAX_WRONG) {
    pendings.delete(key);
    throw refuse(ERROR_CODES.INVALID_STATE, 'The verification has expired, please log in again', 400, { reason: 'LOGIN_AGAIN' });
  }
  return pending;
}

/** A successful S2 spends the verification: one session per success. */
export function spendPending(account: string, client: string): void {
  pendings.delete(pendingKey(account, client));
}

/** The simulated authenticator app: a 6-digit code from the shared secret and the 30-second step. */
export function authenticatorCode(secret: string, at = now()): string {
  const step = Math.floor(at / AUTHENTICATOR_STEP_MS);
  return String(hashText(`${secret}:${step}`) % 1_000_000).padStart(6, '0');
}

/** For tests and the QA toolbar: what the member's authenticator app shows now, if it set one up. */
export function currentAuthenticatorCode(account: string): string | undefined {
  const secret = members.findFirst((q) => q.where({ account }))?.authenticatorSecret;
  return secret ? authenticatorCode(secret) : undefined;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export interface VerifyAnswer {
  method: LoginVerifyMethod;
  email?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
  payeeName?: string;
}

/** A wrong answer (or a wrong password on S2) counts against the verification. */
export function countWrong(pending: PendingVerification, code: ErrorCode, message: string, field: string): never {
  pending.wrong += 1;
  throw refuse(code, message, 400, { field, triesLeft: Math.max(0, LOGIN_VERIFY_MAX_WRONG - pending.wrong) });
}

/** Whether S2's answer passes its method (one the server offered); a wrong one counts against the verification. */
export function checkAnswer(pending: PendingVerification, member: MemberRecord, client: string, answer: VerifyAnswer): void {
  if (!(KEY_OF[answer.method] in methodsOf(member))) {
    throw refuse(ERROR_CODES.VALIDATION, `body.method: ${answer.method} is not offered for this account`, 400, { field: 'method' });
  }
  if (answer.method === 'E') {
    if ((answer.email ?? '').trim().toLowerCase() !== (member.email ?? '').toLowerCase()) {
      countWrong(pending, ERROR_CODES.LOGIN_VERIFY_MISMATCH, 'The email address does not match', 'email');
    }
    return;
  }
  if (answer.method === 'G') {
    const secret = member.authenticatorSecret ?? '';
    // The code of this step or the one before: a code typed as the step turns still counts.
    const accepted = [authenticatorCode(secret), authenticatorCode(secret, now() - AUTHENTICATOR_STEP_MS)];
    if (!accepted.includes((answer.authCode ?? '').trim())) countWrong(pending, ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code', 'authCode');
    return;
  }
  if (answer.method === 'S') {
    // The number typed must be the bound one; the code is S12's, sent to it for this caller.
    if ((answer.mobileNum ?? '').trim() !== member.mobileNum) countWrong(pending, ERROR_CODES.SMS_INVALID_PHONE, 'This is not the mobile number of the account', 'mobileNum');
    try {
      if (answer.firebaseIdToken) consumeFirebaseToken(answer.firebaseIdToken, fullNumber(member.countryDialingCode ?? '', member.mobileNum ?? ''));
      else verifyCode({ dial: member.countryDialingCode, mobile: member.mobileNum, purpose: 'noLogin', client }, answer.verificationCode);
    } catch (error) {
      pending.wrong += 1;
      throw error;
    }
    return;
  }
  if (normalName(answer.payeeName ?? '') !== normalName(member.payeeName ?? '')) countWrong(pending, ERROR_CODES.LOGIN_VERIFY_MISMATCH, 'The bank account name does not match', 'payeeName');
}

onSecurityReset(() => pendings.clear());
