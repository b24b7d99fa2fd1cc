import { contract } from '../../contracts';
import { TRIAL_ACCOUNT_TYPE } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { isAgent, requireMember } from '../engine/auth';
import { implement } from '../engine/implement';
import { passwordMatches } from '../engine/passwords';
import { ok, refuse } from '../engine/refusal';
import { members, sessions, type MemberRecord } from '../member/collections';
import { buildMember } from '../member/seed';
import { consumeCaptcha } from '../verification/captcha';
import { checkPhone, verifyCode } from '../verification/sms';
import { openWallet } from '../wallet/ledger';
import { findMemberByLogin, openSession } from './sessions';

/** Login failures carry "captcha" in their value once the captcha is required (SPEC §4 Failed login). */
async function failLogin(member: MemberRecord | undefined): Promise<never> {
  if (member) {
    await members.update((q) => q.where({ account: member.account }), {
      data(draft) {
        draft.failedLogins += 1;
        draft.captchaRequired = true;
      },
    });
  }
  throw refuse(ERROR_CODES.BAD_CREDENTIALS, 'Incorrect username or password', 200, 'captcha');
}

async function checkPassword(login: string, password: string | undefined, captcha: string | undefined): Promise<MemberRecord> {
  const member = findMemberByLogin(login);
  if (member?.captchaRequired && !consumeCaptcha(captcha)) {
    throw refuse(ERROR_CODES.CAPTCHA_REQUIRED, 'Please enter the captcha', 200, 'captcha');
  }
  if (!member || !password || !(await passwordMatches(password, member.passwordHash))) return failLogin(member);
  return member;
}

function loginAnswer(member: MemberRecord, token: string) {
  return ok({ firstTimeLogin: member.firstTimeLogin, passwordExpired: member.passwordExpired, token });
}

let trialCount = 0;

export const sessionImpl = implement(contract.session, {
  login: async ({ body }, ctx) => {
    if (body.type === 'sms') {
      if (!ctx.scenario.flags.smsLogin) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'SMS login is not enabled', 403);
      const mobile = checkPhone(body.mobileNum);
      verifyCode(body.countryDialingCode, mobile, body.verificationCode);
      const member = findMemberByLogin(mobile);
      if (!member) throw refuse(ERROR_CODES.BAD_CREDENTIALS, 'No account uses this mobile number');
      return loginAnswer(member, await openSession(member, 'sms'));
    }
    const member = await checkPassword(body.username, body.password, body.captcha);
    const answer = loginAnswer(member, await openSession(member, 'username'));
    if (member.firstTimeLogin) {
      await members.update((q) => q.where({ account: member.account }), { data(draft) { draft.firstTimeLogin = false; } });
    }
    return answer;
  },

  freePlay: async (_input, ctx) => {
    if (!ctx.scenario.flags.freePlay) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Free play is not available', 403);
    trialCount += 1;
    const account = `trial_${Date.now().toString(36)}${trialCount}`;
    const member = await buildMember({ account, nickname: 'Guest Player', type: TRIAL_ACCOUNT_TYPE }, crypto.randomUUID());
    await members.create(member);
    // Trial accounts play demo credits only: their real wallet stays empty.
    await openWallet(account, 0);
    return ok({ firstTimeLogin: true, passwordExpired: false, token: await openSession(member, 'freeplay') });
  },

  logout: async (_input, ctx) => {
    requireMember(ctx);
    const token = ctx.session?.token;
    if (token) sessions.delete((q) => q.where({ token }));
    return ok(null);
  },

  socialLogin: async ({ body }, ctx) => {
    if (!ctx.scenario.flags.socialLogin) throw refuse(ERROR_CODES.FEATURE_DISABLED, 'Social login is not enabled', 403);
    // The simulated provider's id token is `<provider>:<username>` of a linked account.
    const [provider, account] = body.idToken.split(':');
    const member = provider === body.provider && account ? findMemberByLogin(account) : undefined;
    if (!member || member.type !== 0) throw refuse(ERROR_CODES.MEMBER_NO_ENTER, 'Only member accounts can use social login', 403);
    return loginAnswer(member, await openSession(member, 'social'));
  },

  agentLogin: async ({ body }) => {
    const member = await checkPassword(body.username, body.password, body.captcha);
    if (!isAgent(member)) throw refuse(ERROR_CODES.NOT_AGENT, 'Non-agent cannot log in', 403);
    return loginAnswer(member, await openSession(member, 'agent'));
  },
});
