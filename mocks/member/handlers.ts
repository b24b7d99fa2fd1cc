import { contract } from '../../contracts';
import { DEFAULT_WEAK_PASSWORD } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { MemberInfo } from '../../contracts/shared/entities';
import { isAgent, requireMember, requireRealMember } from '../engine/auth';
import { implement, type MockContext } from '../engine/implement';
import { hashPassword, passwordMatches } from '../engine/passwords';
import { ok, refuse } from '../engine/refusal';
import { clientOf } from '../engine/client';
import { clearLoginFailures } from '../session/login-guard';
import { endSessionsOf, findMemberByPhone, openSession } from '../session/sessions';
import { checkPhone, fullNumber, verifyCode } from '../verification/sms';
import { openWallet } from '../wallet/ledger';
import { members, memberRecordSchema, type MemberRecord } from './collections';
import {
  agentForAffiliate, checkCaptcha, checkExtraFields, checkMobileFree, checkPassword, checkUsernameFree, creatingAccount, USERNAME_PATTERN,
} from './registration';
import { registrationConfig } from '../system/handlers';
import { checkHumanCheck } from '../verification/human-check';
import { consumeFirebaseToken } from '../verification/firebase';
import { avatarUrl, buildMember } from './seed';
import type { RegistrationBody } from '../../contracts/member';

const publicFields = Object.keys(memberRecordSchema.shape).filter((field) =>
  !['passwordHash', 'paymentPasswordHash', 'passwordExpired', 'firstTimeLogin',
    'contractTypes', 'affiliateCode', 'registerMethod', 'createdAt', 'lastLoginAt'].includes(field));

/** The public face of a member record: never a hash or a counter. */
export function toMemberInfo(member: MemberRecord): MemberInfo {
  return Object.fromEntries(publicFields.filter((field) => field in member).map((field) => [field, member[field as keyof MemberRecord]])) as MemberInfo;
}

async function updateMember(account: string, change: (draft: MemberRecord) => void): Promise<MemberRecord> {
  const updated = await members.update((q) => q.where({ account }), { data: change });
  if (!updated) throw refuse(ERROR_CODES.NOT_FOUND, 'Member not found', 404);
  return updated;
}

async function createMember(body: RegistrationBody, account: string, mobile?: string) {
  const upline = agentForAffiliate(body.affiliateCode || body.referralCode);
  const password = body.password ?? crypto.randomUUID();
  const member = await buildMember(
    {
      account,
      nickname: account,
      upline,
      email: body.email,
      payeeName: body.payeeName,
      mobileNum: mobile ?? body.mobileNum,
      countryDialingCode: body.countryDialingCode,
      hasPaymentPassword: Boolean(body.paymentPassword),
      paymentPasswordHash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
      firstTimeLogin: true,
      registerMethod: body.registerMethod,
    },
    password,
  );
  await members.create(member);
  await openWallet(account, 0);
  const token = await openSession(member, 'username');
  await updateMember(account, (draft) => { draft.firstTimeLogin = false; });
  return ok({ firstTimeLogin: true, passwordExpired: false, token });
}

function requireFlag(ctx: MockContext, flag: keyof MockContext['scenario']['flags'], what: string): void {
  if (!ctx.scenario.flags[flag]) throw refuse(ERROR_CODES.FEATURE_DISABLED, `${what} is not enabled`, 403);
}

export const memberImpl = implement(contract.member, {
  register: async ({ body }, ctx) => {
    requireFlag(ctx, 'USERNAMEREG3', 'Username registration');
    if (!USERNAME_PATTERN.test(body.username)) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.username: Please enter 4 - 16 characters of letters and digits starting with a letter', 400, { field: 'username' });
    }
    checkPassword(body, true);
    const client = clientOf(ctx);
    checkHumanCheck(client, body);
    checkExtraFields(body, registrationConfig(ctx.scenario.flags));
    checkCaptcha(client, body.captcha);
    return creatingAccount(body.username, body.mobileNum, async () => {
      checkUsernameFree(body.username);
      if (body.mobileNum) checkMobileFree(body.mobileNum);
      return createMember(body, body.username);
    });
  },

  registerMobile: async ({ body }, ctx) => {
    requireFlag(ctx, 'MOBILENUMREG3', 'Mobile registration');
    const mobile = checkPhone(body.mobileNum);
    const client = clientOf(ctx);
    checkHumanCheck(client, body);
    checkExtraFields(body, registrationConfig(ctx.scenario.flags));
    checkCaptcha(client, body.captcha);
    // With firebase on, the app confirmed the code with firebase and sends its ID token instead.
    if (ctx.scenario.flags.REGMOBVERF3) {
      const dial = body.countryDialingCode ?? '';
      if (body.firebaseIdToken) consumeFirebaseToken(body.firebaseIdToken, fullNumber(dial, mobile));
      else verifyCode({ dial, mobile, purpose: 'register', client }, body.verificationCode);
    }
    checkPassword(body, ctx.scenario.flags.MOBILENUMPASSREG3);
    return creatingAccount(mobile, mobile, async () => {
      checkMobileFree(mobile);
      checkUsernameFree(mobile);
      return createMember(body, mobile, mobile);
    });
  },

  getInfo: async (_input, ctx) => ok(toMemberInfo(requireMember(ctx))),

  setInfo: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const updated = await updateMember(member.account, (draft) => {
      Object.assign(draft, Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    });
    return ok(toMemberInfo(updated));
  },

  getIcon: async (_input, ctx) => {
    const member = requireMember(ctx);
    const iconId = member.avatarUrl.match(/avatar\/([^/.]+)\.svg$/)?.[1] ?? 'default';
    return ok({ iconId: decodeURIComponent(iconId), avatarUrl: member.avatarUrl });
  },

  setIcon: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const url = avatarUrl(body.iconId);
    await updateMember(member.account, (draft) => { draft.avatarUrl = url; });
    return ok({ iconId: body.iconId, avatarUrl: url });
  },

  changePassword: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    if (!(await passwordMatches(body.oldPassword, member.passwordHash))) {
      throw refuse(ERROR_CODES.WRONG_PASSWORD, 'The old password is incorrect', 400, { field: 'oldPassword' });
    }
    checkPassword({ password: body.newPassword, confirmPassword: body.confirmNewPassword }, true);
    if (body.newPassword === DEFAULT_WEAK_PASSWORD || body.newPassword === body.oldPassword) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.newPassword: Choose a new password you have not used', 400, { field: 'newPassword' });
    }
    const passwordHash = await hashPassword(body.newPassword);
    await updateMember(member.account, (draft) => {
      draft.passwordHash = passwordHash;
      draft.passwordExpired = false;
      draft.firstTimeLogin = false;
    });
    // Whoever else held a session with the old password is signed out; this one goes on.
    endSessionsOf(member.account, ctx.session?.token);
    return ok(null, 'Password changed');
  },

  resetPasswordByEmail: async ({ body }, ctx) => {
    requireFlag(ctx, 'passwordResetEmail', 'Password reset by email');
    const member = members.findFirst((q) => q.where({ account: (account) => account.toLowerCase() === body.username.toLowerCase() }));
    if (!member || member.email?.toLowerCase() !== body.email.toLowerCase()) {
      throw refuse(ERROR_CODES.USER_OR_EMAIL_NOT_FOUND, 'Username/Email does not exist');
    }
    return ok(null, 'A reset link has been sent to your email');
  },

  resetPasswordByMobile: async ({ body }, ctx) => {
    requireFlag(ctx, 'passwordResetMobile', 'Password reset by mobile');
    const mobile = checkPhone(body.mobileNum);
    checkPassword({ password: body.newPassword }, true);
    // The code first, for the full number it was sent to and for a reset: it proves the caller holds that phone.
    verifyCode({ dial: body.countryDialingCode, mobile, purpose: 'reset', client: clientOf(ctx) }, body.verificationCode);
    const member = findMemberByPhone(body.countryDialingCode, mobile);
    if (!member) throw refuse(ERROR_CODES.USER_OR_EMAIL_NOT_FOUND, 'No account uses this mobile number');
    const passwordHash = await hashPassword(body.newPassword);
    await updateMember(member.account, (draft) => {
      draft.passwordHash = passwordHash;
      draft.passwordExpired = false;
    });
    endSessionsOf(member.account);
    // The phone flow logs in with the mobile number as username next (SPEC §4): no captcha stands in its way.
    clearLoginFailures(clientOf(ctx), mobile);
    return ok(null, 'Password reset');
  },

  consolidated: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    requireFlag(ctx, 'AGENTPOLICY3', 'The agent policy');
    const types = member.contractTypes;
    const { flags } = ctx.scenario;
    return ok({
      dailysalreqtype: types.includes('DAILY_SALARY') ? 1 : 0,
      divtypereq: types.includes('DIVIDEND') ? 1 : 0,
      contracthoursalreq: types.includes('HOURLY_SALARY') ? 1 : 0,
      realtimesalreqtype: types.includes('REALTIME_SALARY') ? 1 : 0,
      dailySalary: flags.dailyWage && types.includes('DAILY_SALARY'),
      hourSalary: flags.hourlySalary && types.includes('HOURLY_SALARY'),
      salary: flags.realtimeSalary && types.includes('REALTIME_SALARY'),
      enableCt: isAgent(member) && flags.AGENTPOLICY3,
    });
  },

  checkAffiliate: async ({ query }) => {
    const agent = agentForAffiliate(query.code);
    if (!agent) throw refuse(ERROR_CODES.INVALID_AFFILIATE, 'invitation code error');
    return ok({ code: query.code.toUpperCase(), domain: query.domain, agent });
  },

  updateLanguage: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    await updateMember(member.account, (draft) => { draft.language = body.language; });
    return ok(null);
  },
});
