import { DEV_RSA_MODULUS_HEX } from '../engine/dev-rsa-key';
import { assertMayFreePlay } from '../responsibleGaming/jurisdiction';
import { contract } from '../../contracts';
import { TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember } from '../engine/auth';
import { implement } from '../engine/implement';
import { exclusive } from '../engine/lock';
import { passwordMatches } from '../engine/passwords';
import { ok, refuse } from '../engine/refusal';
import { members, sessions, type MemberRecord } from '../member/collections';
import { buildMember } from '../member/seed';
import { clientOf } from '../engine/client';
import { consumeCaptcha } from '../verification/captcha';
import { checkPhone, verifyCode } from '../verification/sms';
import { openWallet } from '../wallet/ledger';
import { captchaNeeded, clearLoginFailures, clearLoginLockout, countPasswordFailure, loginLockedUntil, loginLockKey, recordLoginFailure } from './login-guard';
import { utcText } from '../responsibleGaming/guard';
import { now } from '../engine/clock';
import { assertMayLogin } from '../responsibleGaming/guard';
import { findMemberByLogin, findMemberByPhone, openSession as openAnySession, type LoginOrigin } from './sessions';
import { consumeSocialToken, issueSocialToken } from './social';
import { takeTrialSlot } from './trial-limit';
import { checkAnswer, countWrong, livePending, LOGIN_VERIFY_MAX_WRONG, requireKnownIp, spendPending, VERIFIED_BY } from './ip-verification';

/** Compared against when the username is unknown: no password hashes to it. */
const UNKNOWN_USER_HASH = '0'.repeat(64);

/**
 * WIRE.md §4.2: a failed login whose `value.captcha` is truthy tells the client to show the
 * captcha. A wrong password and an unknown username get the same answer, and both turn the captcha
 * on for the caller and for the name (SPEC §4 Failed login).
 */
const CAPTCHA_ON = { captcha: true } as const;

/**
 * A login at a locked account (or name): refused before the captcha and the password are looked
 * at, the right password included, with the captcha still on and the lock's end.
 */
function lockedLogin(lockedUntil: number): never {
  const until = utcText(lockedUntil);
  throw refuse(ERROR_CODES.LOGIN_LOCKED, `Too many failed logins. Try again after ${until}.`, 400, {
    ...CAPTCHA_ON,
    lockedUntil: new Date(lockedUntil).toISOString(),
    until,
    retryAfterMinutes: Math.max(1, Math.ceil((lockedUntil - now()) / 60_000)),
  });
}

function failLogin(client: string, login: string, lockKey: string): never {
  recordLoginFailure(client, login);
  const locked = countPasswordFailure(lockKey);
  if (locked !== null) lockedLogin(locked);
  throw refuse(ERROR_CODES.BAD_CREDENTIALS, 'Incorrect username or password', 400, CAPTCHA_ON);
}

/**
 * Tries of one caller, and tries at one username, run one at a time: the hash
 * comparison awaits, and guesses sent at once must not all pass the captcha
 * check (or the lockout) before the first failure counts.
 */
function checkPassword(client: string, login: string, password: string | undefined, captcha: string | undefined): Promise<MemberRecord> {
  // One account, one count, whichever of its names is typed (its username or its mobile number).
  const account = findMemberByLogin(login)?.account;
  const keys = [`login:${client}`, `login:user:${login.trim().toLowerCase()}`, ...(account ? [`login:account:${account}`] : [])];
  return exclusive(keys, () => checkPasswordHeld(client, login, password, captcha));
}

async function checkPasswordHeld(client: string, login: string, password: string | undefined, captcha: string | undefined): Promise<MemberRecord> {
  const member = findMemberByLogin(login);
  const lockKey = loginLockKey(member?.account, login);
  // Whatever the captcha says: a script that reads every captcha meets the lock all the same.
  const lockedUntil = loginLockedUntil(lockKey);
  if (lockedUntil !== null) lockedLogin(lockedUntil);
  if (captchaNeeded(client, login) && !consumeCaptcha(client, captcha)) {
    recordLoginFailure(client, login);
    throw refuse(ERROR_CODES.CAPTCHA_REQUIRED, 'Please enter the captcha', 400, CAPTCHA_ON);
  }
  // Hash even for an unknown name, so the answer takes as long either way.
  const matches = await passwordMatches(password ?? '', member?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!member || !password || !matches) failLogin(client, login, lockKey);
  clearLoginFailures(client, login);
  clearLoginLockout(member.account);
  return member;
}

/** WIRE.md §6.1 S1's answer: `token, firstTimeLogin, passwordExpired, userName, id, customerType`. */
function loginAnswer(member: MemberRecord, token: string) {
  return ok({
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    userName: member.account,
    id: member.id,
    customerType: member.type,
  });
}

/** Every login but free play: refused while the member is on a responsible-gaming time-out. */
function openSession(member: MemberRecord, loginType: Parameters<typeof openAnySession>[1], origin?: LoginOrigin): Promise<string> {
  assertMayLogin(member.account);
  return openAnySession(member, loginType, origin);
}

/** The first login is reported once: the answer says so, the record stops saying so. */
async function firstLoginSeen(member: MemberRecord): Promise<void> {
  if (!member.firstTimeLogin) return;
  await members.update((q) => q.where({ account: member.account }), { data(draft) { draft.firstTimeLogin = false; } });
}

let trialCount = 0;

export const sessionImpl = implement(contract.session, {
  // WIRE.md §2.4: the development key's modulus, lowercase hex, as text/plain; `t` and `_` ignored.
  rsaKey: () => ({ status: 200 as const, body: DEV_RSA_MODULUS_HEX }),
  login: async ({ body }, ctx) => {
    if (body.type === 'sms') {
      if (!ctx.scenario.flags.smsLogin) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'SMS login is not enabled', 400);
      const mobile = checkPhone(body.mobileNum);
      const dial = body.countryDialingCode ?? '';
      // S12's code for this number and caller (a login needs no human check before the send).
      verifyCode({ dial, mobile, purpose: 'noLogin', client: clientOf(ctx) }, body.verificationCode);
      // The full international number: +1 917… and +63 917… are different people.
      const member = findMemberByPhone(dial, mobile);
      if (!member) throw refuse(ERROR_CODES.BAD_CREDENTIALS, 'No account uses this mobile number');
      return loginAnswer(member, await openSession(member, 'sms', { ip: ctx.ip }));
    }
    // "username", or "" (WIRE.md §6.1 S11: the re-login after a reset by phone): a password login.
    const member = await checkPassword(clientOf(ctx), body.username, body.password, body.captcha);
    if (ctx.scenario.flags.loginIpVerification) requireKnownIp(member, ctx.ip, clientOf(ctx));
    const answer = loginAnswer(member, await openSession(member, 'username', { ip: ctx.ip }));
    await firstLoginSeen(member);
    return answer;
  },

  loginVerify: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.loginIpVerification) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Login verification is not enabled', 400);
    const client = clientOf(ctx);
    const member = findMemberByLogin(body.username);
    if (!member) throw refuse(ERROR_CODES.INVALID_STATE, 'The verification has expired, please log in again', 400, { reason: 'LOGIN_AGAIN' });
    // One answer per member and caller at a time: two right answers sent at once must not open two sessions.
    return exclusive([`login-verify:${member.account}:${client}`], async () => {
      const pending = livePending(member.account, client);
      try {
        // S2 carries the credentials again: a wrong password counts as a wrong answer.
        if (!(await passwordMatches(body.password, member.passwordHash))) countWrong(pending, ERROR_CODES.BAD_CREDENTIALS, 'Incorrect username or password', 'password');
        checkAnswer(pending, member, client, body);
      } catch (error) {
        // A burnt verification sends the caller back to S1, with the captcha on.
        if (pending.wrong >= LOGIN_VERIFY_MAX_WRONG) {
          spendPending(member.account, client);
          recordLoginFailure(client, body.username);
        }
        throw error;
      }
      spendPending(member.account, client);
      const answer = loginAnswer(member, await openSession(member, 'username', { ip: pending.ip, verifiedBy: VERIFIED_BY[body.method] }));
      await firstLoginSeen(member);
      return answer;
    });
  },

  freePlay: async (_input, ctx) => {
    if (!ctx.scenario.flags.freePlay) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Free play is not available', 400);
    // UKGC (issue 35): no free play before age and identity are verified, which a trial account never is.
    assertMayFreePlay(null);
    takeTrialSlot(clientOf(ctx), ctx.ip);
    trialCount += 1;
    const account = `trial_${Date.now().toString(36)}${trialCount}`;
    const member = await buildMember({ account, nickname: 'Guest Player', type: TRIAL_ACCOUNT_TYPE }, crypto.randomUUID());
    await members.create(member);
    // Trial accounts play demo credits only: their real wallet stays empty.
    await openWallet(account, 0);
    return ok({ token: await openAnySession(member, 'freeplay'), firstTimeLogin: true, passwordExpired: false, userName: account, id: member.id, customerType: member.type });
  },

  logout: async (_input, ctx) => {
    requireMember(ctx);
    const token = ctx.session?.token;
    // The token is dead on the server from now on, whoever kept a copy.
    if (token) sessions.delete((q) => q.where({ token }));
    return ok(null);
  },

  socialConsent: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.socialLogin) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Social login is not enabled', 400);
    // The simulated provider signs its account in (the linked member's credentials) before it issues a token.
    const member = await checkPassword(clientOf(ctx), body.account, body.password, undefined);
    return ok({ idToken: issueSocialToken(body.provider, member.account) });
  },
  socialLogin: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.socialLogin) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Social login is not enabled', 400);
    // Only a token the provider issued, for this provider, once: a hand-made `google:player01` is nothing.
    const account = consumeSocialToken(body.provider, body.idToken);
    const member = account ? findMemberByLogin(account) : undefined;
    if (!member) throw refuse(ERROR_CODES.BAD_CREDENTIALS, 'The sign-in with the provider was not accepted', 400);
    if (member.type !== 0) throw refuse(ERROR_CODES.MEMBER_NO_ENTER, 'Only member accounts can use social login', 400);
    return loginAnswer(member, await openSession(member, 'social', { ip: ctx.ip }));
  },
});
