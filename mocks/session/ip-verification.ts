import type { LoginVerificationChallenge, LoginVerificationMethod } from '../../contracts/session';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { now } from '../engine/clock';
import { onSecurityReset } from '../engine/client';
import { refuse } from '../engine/refusal';
import { members, type MemberRecord } from '../member/collections';
import { hashText } from '../records/helpers';
import { sendCode, verifyCode } from '../verification/sms';

/** How long a verification ticket stands for its login. */
export const LOGIN_TICKET_MINUTES = 10;
/** Wrong answers to one ticket before it is burnt (the login must start again, password and all). */
export const LOGIN_TICKET_MAX_WRONG = 5;
/** Mailbox codes live as long as SMS codes. */
const MAIL_CODE_MS = 5 * 60_000;
/** The simulated authenticator's time step (RFC 6238's default). */
const AUTHENTICATOR_STEP_MS = 30_000;

interface Ticket {
  account: string;
  ip: string;
  client: string;
  loginType: 'username' | 'agent';
  expiresAt: number;
  wrong: number;
  mailCode: { code: string; expiresAt: number } | null;
}

const tickets = new Map<string, Ticket>();
/** The simulated mailbox: what a tester would read in the member's inbox. */
const mailbox: Array<{ to: string; code: string; at: number }> = [];

/** The methods the server offers this member: only what it can check. */
export function methodsOf(member: MemberRecord): LoginVerificationChallenge['methods'] {
  const methods: LoginVerificationChallenge['methods'] = [];
  if (member.mobileNum) methods.push({ method: 'SMS', hint: maskPhone(member.countryDialingCode, member.mobileNum) });
  if (member.email) methods.push({ method: 'EMAIL', hint: maskEmail(member.email) });
  if (member.authenticatorSecret) methods.push({ method: 'GOOGLE', hint: null });
  if (member.payeeName) methods.push({ method: 'BANK_NAME', hint: null });
  return methods;
}

function maskPhone(dial: string | undefined, mobile: string): string {
  return `${dial ?? ''} ${mobile.slice(0, 3)}****${mobile.slice(-3)}`.trim();
}

function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/**
 * SPEC §4 login from an unregistered IP: with the check on, a right password
 * from an IP the member never verified does not open a session; the answer
 * is a LOGIN_VERIFICATION_REQUIRED refusal whose value is the challenge.
 * A member with no way to verify (no phone, mail, authenticator or payee
 * name) is let in, as there is nothing to ask.
 */
export function requireKnownIp(member: MemberRecord, ip: string, client: string, loginType: Ticket['loginType']): void {
  if ((member.knownIps ?? []).includes(ip)) return;
  const methods = methodsOf(member);
  if (methods.length === 0) return;
  const verificationTicket = crypto.randomUUID().replace(/-/g, '');
  tickets.set(verificationTicket, { account: member.account, ip, client, loginType, expiresAt: now() + LOGIN_TICKET_MINUTES * 60_000, wrong: 0, mailCode: null });
  const challenge: LoginVerificationChallenge = { verificationTicket, ip, methods, expiresInMinutes: LOGIN_TICKET_MINUTES };
  throw refuse(ERROR_CODES.LOGIN_VERIFICATION_REQUIRED, 'This IP is not registered to the account: please verify it is you', 200, challenge);
}

/** The live ticket, for the caller it was issued to only. */
export function liveTicket(ticketId: string, client: string): Ticket {
  const ticket = tickets.get(ticketId);
  if (!ticket || ticket.client !== client) throw refuse(ERROR_CODES.INVALID_STATE, 'The verification has expired, please log in again', 400, { reason: 'TICKET' });
  if (ticket.expiresAt < now() || ticket.wrong >= LOGIN_TICKET_MAX_WRONG) {
    tickets.delete(ticketId);
    throw refuse(ERROR_CODES.INVALID_STATE, 'The verification has expired, please log in again', 400, { reason: 'TICKET' });
  }
  return ticket;
}

function requireOffered(member: MemberRecord, method: LoginVerificationMethod): void {
  if (!methodsOf(member).some((offered) => offered.method === method)) {
    throw refuse(ERROR_CODES.VALIDATION, `body.method: ${method} is not offered for this account`, 400, { field: 'method' });
  }
}

/** Sends the SMS (to the bound mobile) or the mail code of a ticket. */
export function sendTicketCode(ticket: Ticket, member: MemberRecord, method: 'SMS' | 'EMAIL'): { expiredMinutes: number } {
  requireOffered(member, method);
  if (method === 'SMS') return sendCode({ dial: member.countryDialingCode, mobile: member.mobileNum, purpose: 'login-ip', client: ticket.client });
  const code = String(Math.floor(100000 + Math.random() * 900000));
  ticket.mailCode = { code, expiresAt: now() + MAIL_CODE_MS };
  mailbox.push({ to: member.email ?? '', code, at: now() });
  return { expiredMinutes: MAIL_CODE_MS / 60_000 };
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

/** Whether the answer passes the method; a wrong one counts against the ticket. */
export function checkAnswer(ticket: Ticket, member: MemberRecord, method: LoginVerificationMethod, answer: string): void {
  requireOffered(member, method);
  const wrong = (code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string): never => {
    ticket.wrong += 1;
    throw refuse(code, message, 400, { triesLeft: Math.max(0, LOGIN_TICKET_MAX_WRONG - ticket.wrong) });
  };
  if (method === 'SMS') {
    try {
      verifyCode({ dial: member.countryDialingCode, mobile: member.mobileNum, purpose: 'login-ip', client: ticket.client }, answer);
    } catch (error) {
      ticket.wrong += 1;
      throw error;
    }
    return;
  }
  if (method === 'EMAIL') {
    const sent = ticket.mailCode;
    if (!sent || sent.code !== answer.trim()) wrong(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code');
    if (sent!.expiresAt < now()) wrong(ERROR_CODES.SMS_CODE_EXPIRED, 'The code has expired, please resend');
    return;
  }
  if (method === 'GOOGLE') {
    const secret = member.authenticatorSecret ?? '';
    // The code of this step or the one before: a code typed as the step turns still counts.
    const accepted = [authenticatorCode(secret), authenticatorCode(secret, now() - AUTHENTICATOR_STEP_MS)];
    if (!accepted.includes(answer.trim())) wrong(ERROR_CODES.SMS_INVALID_CODE, 'Invalid verification code');
    return;
  }
  if (normalName(answer) !== normalName(member.payeeName ?? '')) wrong(ERROR_CODES.VALIDATION, 'The bank account name does not match');
}

/** A ticket is used once: the login it stood for is done. */
export function spendTicket(ticketId: string): void {
  tickets.delete(ticketId);
}

/** For tests and the QA toolbar: the last mailbox code sent to an address. */
export function lastMailCode(email: string): string | undefined {
  return [...mailbox].reverse().find((mail) => mail.to === email)?.code;
}

export function mailInbox(): ReadonlyArray<{ to: string; code: string; at: number }> {
  return mailbox;
}

onSecurityReset(() => {
  tickets.clear();
  mailbox.length = 0;
});
