import { contract } from '../../contracts';
import { assertMayRegister } from '../responsibleGaming/jurisdiction';
import { DEFAULT_WEAK_PASSWORD } from '../../contracts/shared/constants';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember, requireRealMember } from '../engine/auth';
import { implement, type MockContext } from '../engine/implement';
import { hashPassword } from '../engine/passwords';
import { ok, refuse } from '../engine/refusal';
import { clientOf } from '../engine/client';
import { clearLoginFailures, clearLoginLockout } from '../session/login-guard';
import { endSessionsOf, findMemberByPhone, openSession } from '../session/sessions';
import { checkPhone, fullNumber, verifyCode, verifyCodeForNumber } from '../verification/sms';
import { openWallet } from '../wallet/ledger';
import { members, type MemberRecord } from './collections';
import { toMemberInfo } from './info';
import {
  agentForAffiliate, checkCaptcha, checkExtraFields, checkMobileFree, checkPassword, checkUsernameFree, creatingAccount, USERNAME_PATTERN,
} from './registration';
import { registrationConfig } from '../system/handlers';
import { checkHumanCheck } from '../verification/human-check';
import { consumeFirebaseToken } from '../verification/firebase';
import { buildMember } from './seed';
import {
  AVATAR_TYPE_CUSTOM, PROFILE_FIELDS, PROFILE_WIRE_NAMES, type ProfileBody, type ProfileField, type ProfileWireField, type RegistrationBody,
} from '../../contracts/member';
import { exclusive } from '../engine/lock';
import { memberSmsClient } from '../verification/member-sms';
import { checkLoginPassword, checkPaymentPassword, clearPasswordStrikes } from './payment-password';
import { lockedFieldsOf } from './profile-lock';
import { loginHistoryOf } from './login-history';
import { avatarIcons } from '../system/collections';
import { validationRule } from '../system/validation';
import { now } from '../engine/clock';
import { consolidatedOf } from '../agent/consolidated';

/** A payment password and its confirmation: the same six digits. */
function checkNewPaymentPassword(body: { paymentPassword: string; confirmPaymentPassword: string }): void {
  if (body.paymentPassword !== body.confirmPaymentPassword) {
    throw refuse(ERROR_CODES.VALIDATION, 'body.confirmPaymentPassword: Incorrect confirmation input', 400, { field: 'confirmPaymentPassword' });
  }
}

/** One section per member for every payment-password write: a first set can happen once, however many arrive at once. */
const paymentPasswordWrite = <T>(account: string, section: () => Promise<T>) => exclusive([`payment-password-write:${account}`], section);

function freshMember(account: string): MemberRecord {
  const member = members.findFirst((q) => q.where({ account }));
  if (!member) throw refuse(ERROR_CODES.NOT_FOUND, 'Member not found', 404);
  return member;
}

async function updateMember(account: string, change: (draft: MemberRecord) => void): Promise<MemberRecord> {
  const updated = await members.update((q) => q.where({ account }), { data: change });
  if (!updated) throw refuse(ERROR_CODES.NOT_FOUND, 'Member not found', 404);
  return updated;
}

async function createMember(body: RegistrationBody, account: string, origin: { ip: string; verifiedBy: string }, mobile?: string) {
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
  const token = await openSession(member, 'username', origin);
  await updateMember(account, (draft) => { draft.firstTimeLogin = false; });
  // WIRE.md §6.1 S15: a login answer (the token, as `login: true` was sent) and `customerId`.
  return ok({ token, firstTimeLogin: true, passwordExpired: false, userName: account, id: member.id, customerType: member.type, customerId: member.id });
}

function requireFlag(ctx: MockContext, flag: keyof MockContext['scenario']['flags'], what: string): void {
  if (!ctx.scenario.flags[flag]) throw refuse(ERROR_CODES.FEATURE_DISABLED, `${what} is not enabled`, 400);
}

/** S6's names back to the stored profile's (WIRE.md §7.2 updateMemberInfo → the record). */
const STORED_OF_WIRE = Object.fromEntries(Object.entries(PROFILE_WIRE_NAMES).map(([stored, wire]) => [wire, stored])) as Record<ProfileWireField, ProfileField>;

function storedProfile(body: ProfileBody): Partial<Record<ProfileField, string>> {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([wire, value]) => [STORED_OF_WIRE[wire as ProfileWireField], value]),
  ) as Partial<Record<ProfileField, string>>;
}

/** The images a member may choose as avatar (the system icon list): their URLs. */
function iconUrls(): Set<string> {
  return new Set(avatarIcons.findMany().map((icon) => icon.url));
}

export const memberImpl = implement(contract.member, {
  register: async ({ body }, ctx) => {
    requireFlag(ctx, 'USERNAMEREG3', 'Username registration');
    if (!USERNAME_PATTERN.test(body.username)) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.username: Please enter 4 - 16 characters of letters and digits starting with a letter', 400, { field: 'username' });
    }
    checkPassword(body, true);
    const client = clientOf(ctx);
    await checkHumanCheck(client, body);
    checkExtraFields(body, registrationConfig(ctx.scenario.flags));
    checkCaptcha(client, body.captcha);
    // PAGCOR (issue 35): students, officials and AFP/PNP members are barred, declared here.
    assertMayRegister(body.declaration);
    return creatingAccount(body.username, body.mobileNum, async () => {
      checkUsernameFree(body.username);
      if (body.mobileNum) checkMobileFree(body.mobileNum);
      return createMember(body, body.username, { ip: ctx.ip, verifiedBy: 'REGISTER' });
    });
  },

  registerMobile: async ({ body }, ctx) => {
    requireFlag(ctx, 'MOBILENUMREG3', 'Mobile registration');
    const mobile = checkPhone(body.mobileNum);
    const client = clientOf(ctx);
    await checkHumanCheck(client, body);
    checkExtraFields(body, registrationConfig(ctx.scenario.flags));
    checkCaptcha(client, body.captcha);
    // With firebase on, the app confirmed the code with firebase and sends its ID token instead.
    if (ctx.scenario.flags.REGMOBVERF3) {
      const dial = body.countryDialingCode ?? '';
      if (body.firebaseIdToken) consumeFirebaseToken(body.firebaseIdToken, fullNumber(dial, mobile));
      else verifyCode({ dial, mobile, purpose: 'register', client }, body.verificationCode);
    }
    checkPassword(body, ctx.scenario.flags.MOBILENUMPASSREG3);
    // PAGCOR (issue 35): students, officials and AFP/PNP members are barred, declared here.
    assertMayRegister(body.declaration);
    return creatingAccount(mobile, mobile, async () => {
      checkMobileFree(mobile);
      checkUsernameFree(mobile);
      return createMember(body, mobile, { ip: ctx.ip, verifiedBy: 'REGISTER' }, mobile);
    });
  },

  getInfo: async (_input, ctx) => ok(toMemberInfo(requireMember(ctx))),

  setInfo: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    const profile = storedProfile(body);
    const locked = new Set<string>(lockedFieldsOf(member.account));
    // A locked field may be sent back unchanged (a form posts what it shows); a change to one is refused, and nothing is written.
    const changedLocked = PROFILE_FIELDS.find((field) => locked.has(field) && profile[field] !== undefined && profile[field] !== (member[field] ?? ''));
    if (changedLocked) {
      const wire = PROFILE_WIRE_NAMES[changedLocked];
      throw refuse(ERROR_CODES.PROFILE_FIELD_LOCKED, `body.${wire}: This field is locked after identity verification`, 400, { field: wire });
    }
    checkIdentityFacts(profile, member);
    await updateMember(member.account, (draft) => {
      Object.assign(draft, Object.fromEntries(Object.entries(profile).filter(([field]) => !locked.has(field))));
    });
    // WIRE.md §6.1 S6 answers success; the client reads the member info again.
    return ok(null, 'Profile saved');
  },

  getIcon: async (_input, ctx) => {
    const member = requireMember(ctx);
    return ok({ avatar: member.avatarUrl, avatarType: AVATAR_TYPE_CUSTOM });
  },

  getAvatar: async (_input, ctx) => {
    const member = requireMember(ctx);
    return ok({ avatar: member.avatarUrl, avatarType: AVATAR_TYPE_CUSTOM });
  },

  setIcon: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    // Ours: `avatar` is the image of one of the icons a member may choose (§7.2 names only the field).
    if (!iconUrls().has(body.avatar)) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.avatar: not one of the avatar icons', 400, { field: 'avatar' });
    }
    await updateMember(member.account, (draft) => { draft.avatarUrl = body.avatar; });
    return ok(null, 'Avatar changed');
  },

  changePassword: async ({ body }, ctx) => {
    const member = requireRealMember(ctx);
    // The new password is judged before the old one is checked: a right old password always changes it.
    checkPassword({ password: body.newPassword, confirmPassword: body.confirmNewPassword }, true);
    if (body.newPassword === DEFAULT_WEAK_PASSWORD || body.newPassword === body.oldPassword) {
      throw refuse(ERROR_CODES.VALIDATION, 'body.newPassword: Choose a new password you have not used', 400, { field: 'newPassword' });
    }
    await checkLoginPassword(member, body.oldPassword, 'oldPassword', 'The old password is incorrect');
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
    requireFlag(ctx, 'CHNGPASSMAIL3', 'Password reset by email');
    const member = members.findFirst((q) => q.where({ account: (account) => account.toLowerCase() === body.username.toLowerCase() }));
    if (!member || member.email?.toLowerCase() !== body.email.toLowerCase()) {
      throw refuse(ERROR_CODES.USER_OR_EMAIL_NOT_FOUND, 'Username/Email does not exist');
    }
    return ok(null, 'A reset link has been sent to your email');
  },

  resetPasswordByMobile: async ({ body }, ctx) => {
    requireFlag(ctx, 'CHNGPASSVERIF3', 'Password reset by mobile');
    const client = clientOf(ctx);
    const mobile = checkPhone(body.mobileNum);
    checkPassword({ password: body.newPassword }, true);
    // WIRE.md §6.1 S11 sends no dialling code: the code is S12's, sent to this number (with a passed
    // human check, SPEC §4) for this caller; it proves the caller holds that phone, and says its country.
    const dial = verifyCodeForNumber(mobile, 'noLogin', client, body.verificationCode, { requireChecked: true });
    const member = findMemberByPhone(dial, mobile);
    if (!member) throw refuse(ERROR_CODES.USER_OR_EMAIL_NOT_FOUND, 'No account uses this mobile number');
    const passwordHash = await hashPassword(body.newPassword);
    await updateMember(member.account, (draft) => {
      draft.passwordHash = passwordHash;
      draft.passwordExpired = false;
    });
    endSessionsOf(member.account);
    // Proving the phone starts the count of wrong passwords over, as a payment password reset does.
    clearPasswordStrikes(member.account);
    // The phone flow logs in with the mobile number as username next (SPEC §4): no captcha stands in its way.
    clearLoginFailures(client, mobile);
    clearLoginLockout(member.account);
    return ok(null, 'Password reset');
  },

  consolidated: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    requireFlag(ctx, 'AGENTPOLICY3', 'The agent policy');
    // K0 is the agent domain's bundle of contract requests and contracts (WIRE.md §6.7).
    return ok(consolidatedOf(member));
  },

  checkAffiliate: async ({ query }) => {
    // WIRE.md §6.2 Y13: `success: false` is "invitation code error".
    const agent = agentForAffiliate(query.code);
    if (!agent) throw refuse(ERROR_CODES.INVALID_AFFILIATE, 'invitation code error');
    return ok({ code: query.code.toUpperCase(), domain: query.domain });
  },

  setPaymentPassword: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    checkNewPaymentPassword(body);
    return paymentPasswordWrite(account, async () => {
      // Read again inside the section: a set that won the race before this one has already written.
      if (freshMember(account).paymentPasswordHash) {
        throw refuse(ERROR_CODES.INVALID_STATE, 'A payment password is set already: change it with the current one', 400, { reason: 'PAYMENT_PASSWORD_SET' });
      }
      const paymentPasswordHash = await hashPassword(body.paymentPassword);
      await updateMember(account, (draft) => {
        draft.paymentPasswordHash = paymentPasswordHash;
        draft.hasPaymentPassword = true;
      });
      return ok(null, 'Payment password set');
    });
  },

  changePaymentPassword: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    checkNewPaymentPassword(body);
    return paymentPasswordWrite(account, async () => {
      const member = freshMember(account);
      if (!member.paymentPasswordHash) {
        throw refuse(ERROR_CODES.PAYMENT_PASSWORD_NOT_SET, 'There is no payment password to change yet', 400, { reason: 'NO_PAYMENT_PASSWORD' });
      }
      // Judged before the check: a right old payment password always changes it.
      if (body.oldPaymentPassword === body.paymentPassword) {
        throw refuse(ERROR_CODES.VALIDATION, 'body.paymentPassword: Choose a new payment password', 400, { field: 'paymentPassword' });
      }
      await checkPaymentPassword(member, body.oldPaymentPassword, 400);
      const paymentPasswordHash = await hashPassword(body.paymentPassword);
      await updateMember(account, (draft) => {
        draft.paymentPasswordHash = paymentPasswordHash;
        draft.hasPaymentPassword = true;
      });
      return ok(null, 'Payment password changed');
    });
  },

  resetPaymentPassword: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    checkNewPaymentPassword(body);
    return paymentPasswordWrite(account, async () => {
      const member = freshMember(account);
      if (!member.mobileNum) throw refuse(ERROR_CODES.INVALID_STATE, 'Bind a mobile number first', 400, { reason: 'NO_MOBILE' });
      verifyCode({ dial: member.countryDialingCode, mobile: member.mobileNum, purpose: 'payment-reset', client: memberSmsClient(account) }, body.verificationCode);
      const paymentPasswordHash = await hashPassword(body.paymentPassword);
      await updateMember(account, (draft) => {
        draft.paymentPasswordHash = paymentPasswordHash;
        draft.hasPaymentPassword = true;
      });
      // Proving the phone is a stronger check than guessing: the lock of wrong tries goes with the old password.
      clearPasswordStrikes(account);
      return ok(null, 'Payment password reset');
    });
  },

  bindMobile: async ({ body }, ctx) => {
    const { account } = requireRealMember(ctx);
    const mobile = checkPhone(body.mobileNum);
    return exclusive([`mobile:${mobile}`, `bind-mobile:${account}`], async () => {
      const member = freshMember(account);
      const sameNumber = member.mobileNum === mobile && fullNumber(member.countryDialingCode ?? '', mobile) === fullNumber(body.countryDialingCode, mobile);
      if (!sameNumber) checkMobileFree(mobile);
      verifyCode({ dial: body.countryDialingCode, mobile, purpose: 'bind', client: memberSmsClient(account) }, body.verificationCode);
      await updateMember(account, (draft) => {
        draft.mobileNum = mobile;
        draft.countryDialingCode = `+${body.countryDialingCode.replace(/^\+/, '')}`;
        draft.mobileVerified = true;
      });
      return ok(null, 'Mobile number verified');
    });
  },

  loginHistory: async (_input, ctx) => {
    const member = requireRealMember(ctx);
    return ok({ list: loginHistoryOf(member.account), knownIpCount: (member.knownIps ?? []).length });
  },

  updateLanguage: async ({ body }, ctx) => {
    const member = requireMember(ctx);
    await updateMember(member.account, (draft) => { draft.language = body.language; });
    return ok(null);
  },
});

/**
 * SPEC §5's full name (first and last name separated by a space) and a birthday that is a real past day, as the
 * profile form asks: the server holds the rule, not only the form. A value sent back unchanged is not judged again.
 */
function checkIdentityFacts(body: { fullName?: string; birthday?: string }, member: MemberRecord): void {
  const { fullName, birthday } = body;
  const fullNameRule = validationRule('FULL_NAME');
  if (fullName && fullName !== member.fullName && fullNameRule && !new RegExp(fullNameRule.pattern).test(fullName)) {
    throw refuse(ERROR_CODES.VALIDATION, `body.payeename: ${fullNameRule.message}`, 400, { field: 'payeename' });
  }
  if (birthday && birthday !== member.birthday && Date.parse(`${birthday}T00:00:00Z`) > now()) {
    throw refuse(ERROR_CODES.VALIDATION, 'body.birthday: The birthday cannot be in the future', 400, { field: 'birthday' });
  }
}
