import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ack, respond } from './shared/envelope';
import { memberInfoSchema, registerValueSchema } from './shared/entities';
import { consolidatedContractInfoSchema } from './shared/contract-wire';
import { PLATFORM_WEB, SUPPORTED_LANGUAGES } from './shared/constants';
import { AVATAR_TYPE_CUSTOM, PROFILE_FIELDS, PROFILE_WIRE_NAMES, type ProfileField, type ProfileWireField } from './shared/profile-fields';
import { meta, observed, ours } from './shared/meta';
import { deviceIdField, humanCheckFields } from './session';
import { REGISTRATION_DECLARATIONS } from './shared/jurisdictions/profile';
import { codeText, emailText, isoDate, MAX_CHARS, nameText, tokenText, urlText } from './shared/limits';

const c = initContract();

const optionalText = z.string().trim().max(MAX_CHARS.name).optional();
const optionalLongText = z.string().trim().max(MAX_CHARS.text).optional();

/**
 * WIRE.md §6.1 registration payload (plaintext of S15 and S16). The field rules come from Y3
 * (/wps/system/setting/register). `gamingVenue` is SPEC §2's gaming venue picker, beyond WIRE's list.
 */
export const registrationBodySchema = z.object({
  username: z.string().trim().min(1).max(MAX_CHARS.name),
  password: nameText.optional(),
  confirmPassword: nameText.optional(),
  payeeName: optionalText,
  email: emailText.trim().optional(),
  qqNum: optionalText,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  recommenderId: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  paymentPassword: nameText.optional(),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  gamingVenue: optionalText,
  /** Ours (issue 35): what the player declared of PAGCOR's barred categories (NONE: none of them). */
  declaration: z.enum(REGISTRATION_DECLARATIONS).optional(),
  domain: urlText,
  registerUrl: urlText,
  registerMethod: z.literal(PLATFORM_WEB),
  login: z.literal(true),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: tokenText.optional(),
  ...humanCheckFields,
  ...deviceIdField,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export { PROFILE_FIELDS, PROFILE_WIRE_NAMES, type ProfileField, type ProfileWireField };

/** WIRE.md §6.1 S6 (the 2017 path of §7.2 `updateMemberInfo`): the profile fields a member may set. */
export const profileBodySchema = z.object({
  nickname: z.string().trim().min(1).max(20).optional(),
  payeename: optionalText,
  birthday: isoDate.optional(),
  address: optionalLongText,
  nationality: optionalText,
  occupation: optionalText,
  sourceOfIncome: optionalText,
  placeOfBirth: optionalLongText,
  natureOfWork: optionalText,
  employerName: optionalText,
  permanentAddress: optionalLongText,
  zalo: optionalText,
  mail: emailText.trim().email().optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** Identity facts KYC checked against an ID: locked once the documents are submitted (P) or verified (Y). */
export const KYC_LOCKED_FIELDS = ['fullName', 'birthday', 'placeOfBirth', 'nationality'] as const satisfies readonly ProfileField[];

/** A payment password is six digits (the seeded ones, and what withdraw and redeem ask for). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
const paymentPasswordText = z.string().trim().max(MAX_CHARS.code).regex(PAYMENT_PASSWORD_PATTERN, 'The payment password is 6 digits');

/**
 * WIRE.md §7.2 setWithdrawPassword / changeWithdrawPassword: `{paymentPassword,
 * confirmPaymentPassword, checkCompleteCustomerInfo: 0}`; the client adds the 0 itself
 * (contracts/shared/spec-calls.ts).
 */
const withdrawPasswordFields = {
  paymentPassword: paymentPasswordText,
  confirmPaymentPassword: paymentPasswordText,
  checkCompleteCustomerInfo: z.literal(0).optional(),
};

export const loginRecordSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  loginTime: z.string().datetime({ offset: true }),
  loginType: z.string(),
  /** How an unregistered IP was verified (SPEC §4), or null for a known one. */
  verifiedBy: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

/** Login history rows an answer carries, newest first. */
export const LOGIN_HISTORY_SIZE = 20;

export { AVATAR_TYPE_CUSTOM };
/** WIRE.md §6.6 N13 and §7.2 changeIcon: the avatar and its kind. */
export const avatarValueSchema = z.object({ avatar: z.string().nullable().optional(), avatarType: z.string().nullable().optional() });

export const memberContract = c.router({
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    body: registrationBodySchema,
    responses: respond(registerValueSchema),
    metadata: observed('S15', { encrypted: true, deviceId: true, module: 'REG3' }),
    summary: 'Register with a username (logs in: login is true)',
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    body: registrationBodySchema,
    responses: respond(registerValueSchema),
    metadata: observed('S16', { encrypted: true, deviceId: true, module: 'COMM3' }),
    summary: 'Register with a mobile number and SMS code (username is the mobile number)',
  },
  getInfo: {
    method: 'GET',
    path: '/wps/member/info',
    responses: respond(memberInfoSchema),
    metadata: observed('S5', { token: true, silent: true, module: 'COMM3' }),
    summary: 'The signed-in member (silent: its caller ends a refused session)',
  },
  setInfo: {
    method: 'POST',
    path: '/wps/member/info',
    body: profileBodySchema,
    responses: respond(ack),
    metadata: meta({ source: 'spec', wire: 'S6', token: true }),
    summary: 'Update profile fields (§7.2 updateMemberInfo names)',
  },
  getIcon: {
    method: 'GET',
    path: '/wps/member/info/icon',
    // WIRE.md §6.1 S7: "value is the icon; its shape is not recorded".
    responses: respond(z.unknown()),
    metadata: observed('S7', {
      token: true,
      module: 'PROFPIC3',
      notCalled: 'the avatar is read with N13 (member.getAvatar), the read side of changeIcon (WIRE.md §7.2); S7\'s answer shape is not recorded',
    }),
    summary: 'The member icon (shape not recorded)',
  },
  getAvatar: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    responses: respond(avatarValueSchema),
    metadata: observed('N13', { token: true, silent: true }),
    summary: 'The member avatar: avatar and avatarType',
  },
  setIcon: {
    method: 'POST',
    path: '/wps/relay/MCSFE_changeIcon',
    body: z.object({ avatar: urlText.min(1), avatarType: z.literal(AVATAR_TYPE_CUSTOM).optional() }),
    responses: respond(ack),
    metadata: ours({ token: true, module: 'PROFPIC3' }),
    summary: 'Choose an avatar: the image of one of the icons a member may choose (§7.2 changeIcon)',
  },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    body: z.object({ oldPassword: nameText.min(1), newPassword: nameText.min(1), confirmNewPassword: nameText.min(1) }),
    responses: respond(ack),
    metadata: observed('S8', { token: true, encrypted: true, module: 'PASS3' }),
    summary: 'Change the login password (also the forced change of 123456 and expired passwords, with the held token)',
  },
  resetPasswordByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    contentType: 'application/x-www-form-urlencoded',
    body: z.object({ username: z.string().trim().min(1).max(MAX_CHARS.name), email: emailText.trim().email() }),
    responses: respond(ack),
    metadata: observed('S9', { form: true, module: 'COMM3' }),
    summary: 'Mail a reset link to the account email',
  },
  resetPasswordByMobile: {
    method: 'POST',
    path: '/wps/member/password/verification',
    body: z.object({
      newPassword: nameText.min(1),
      mobileNum: z.string().trim().min(1).max(MAX_CHARS.name),
      verificationCode: z.string().trim().min(1).max(MAX_CHARS.code),
    }),
    responses: respond(ack),
    metadata: observed('S11', { encrypted: true, module: 'CHNGPASSVERIF3' }),
    summary: 'Set a new password with an SMS code from S12 (then log in with the mobile number and type "")',
  },
  consolidated: {
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    responses: respond(consolidatedContractInfoSchema),
    metadata: observed('S20', { token: true, module: 'COMM3' }),
    summary: 'K0: pending contract requests (offers and termination requests) and current contracts of every family (non-trial, AGENTPOLICY3 on)',
  },
  checkAffiliate: {
    method: 'GET',
    path: '/wps/agent/affiliate',
    query: z.object({ code: z.string().trim().min(1).max(MAX_CHARS.name), domain: z.string().trim().min(1).max(MAX_CHARS.url) }),
    // WIRE.md §6.2 Y13 records only that `success: false` means "invitation code error".
    responses: respond(z.unknown()),
    metadata: observed('Y13', { silent: true, module: 'AFFMAN3' }),
    summary: 'Verify an affiliate (invitation) code; always silent',
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/relay/MCSFE_setWithdrawPassword',
    body: z.object(withdrawPasswordFields),
    responses: respond(ack),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Set the first payment password (§7.2 setWithdrawPassword)',
  },
  changePaymentPassword: {
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCSFE_changeWithdrawPassword',
    body: z.object({
      /** Checked with the lock rules of every payment-password check. */
      oldPaymentPassword: nameText.min(1),
      ...withdrawPasswordFields,
    }),
    responses: respond(ack),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Change the payment password with the current one (§7.2 changeWithdrawPassword)',
  },
  resetPaymentPassword: {
    method: 'POST',
    path: '/wps/relay/MCSFE_resetPaymentPassword',
    body: z.object({
      verificationCode: codeText.trim().min(1),
      paymentPassword: paymentPasswordText,
      confirmPaymentPassword: paymentPasswordText,
    }),
    responses: respond(ack),
    metadata: ours({ token: true, encrypted: true }),
    summary: 'Reset the payment password with an SMS code sent to the bound mobile (clears its lock)',
  },
  bindMobile: {
    method: 'POST',
    path: '/wps/relay/MCSFE_bindMobile',
    body: z.object({
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      mobileNum: z.string().trim().min(1).max(MAX_CHARS.name),
      verificationCode: codeText.trim().min(1),
    }),
    responses: respond(ack),
    metadata: ours({ token: true }),
    summary: 'Bind (or change) and verify the mobile number with the SMS code sent to it',
  },
  loginHistory: {
    method: 'GET',
    path: '/wps/relay/MCSFE_getLoginHistory',
    responses: respond(z.object({ list: z.array(loginRecordSchema), knownIpCount: z.number().int() })),
    metadata: ours({ token: true }),
    summary: 'The member\'s last logins with IP and time, newest first',
  },
  updateLanguage: {
    method: 'PUT',
    path: '/wps/member/language',
    body: z.object({ language: z.enum(SUPPORTED_LANGUAGES) }),
    responses: respond(ack),
    metadata: observed('S19', { token: true, silent: true, module: 'COMM3' }),
    summary: 'Tell the server the chosen language (only when logged in and not a trial account)',
  },
});
