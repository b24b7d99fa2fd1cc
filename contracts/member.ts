import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ack, respond } from './shared/envelope';
import { loginValueSchema, memberInfoSchema } from './shared/entities';
import { consolidatedContractInfoSchema } from './shared/contract-wire';
import { SUPPORTED_LANGUAGES } from './shared/constants';
import { meta, observed } from './shared/meta';
import { humanCheckFields } from './session';
import { codeText, emailText, isoDate, MAX_CHARS, nameText, tokenText, urlText } from './shared/limits';

const c = initContract();

const optionalText = z.string().trim().max(MAX_CHARS.name).optional();
const optionalLongText = z.string().trim().max(MAX_CHARS.text).optional();

/** SPEC §3 registration payload. Field rules come from /wps/system/setting/register. */
export const registrationBodySchema = z.object({
  username: z.string().trim().min(1).max(MAX_CHARS.name),
  password: nameText.optional(),
  confirmPassword: nameText.optional(),
  payeeName: optionalText,
  email: emailText.trim().optional(),
  qqNum: optionalText,
  mobileNum: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  paymentPassword: nameText.optional(),
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  referralCode: optionalText,
  gamingVenue: optionalText,
  domain: urlText,
  countryDialingCode: optionalText,
  login: z.literal(true),
  registerUrl: urlText,
  registerMethod: z.literal('WEB'),
  firebaseChannel: z.literal('sms').optional(),
  firebaseIdToken: tokenText.optional(),
  ...humanCheckFields,
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** SPEC §3 "other profile fields" a member may set. */
export const profileBodySchema = z.object({
  nickname: z.string().trim().min(1).max(20).optional(),
  fullName: optionalText,
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
  email: emailText.trim().email().optional(),
});

/** The profile fields of member.setInfo, in the order My account shows them. */
export const PROFILE_FIELDS = [
  'nickname', 'fullName', 'birthday', 'nationality', 'placeOfBirth', 'address', 'permanentAddress',
  'occupation', 'natureOfWork', 'sourceOfIncome', 'employerName', 'zalo', 'email',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Identity facts KYC checked against an ID: locked once the documents are submitted (P) or verified (Y). */
export const KYC_LOCKED_FIELDS = ['fullName', 'birthday', 'placeOfBirth', 'nationality'] as const satisfies readonly ProfileField[];

/** A payment password is six digits (the seeded ones, and what withdraw and redeem ask for). */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
const paymentPasswordText = z.string().trim().max(MAX_CHARS.code).regex(PAYMENT_PASSWORD_PATTERN, 'The payment password is 6 digits');

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

export const memberContract = c.router({
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    body: registrationBodySchema,
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'spec' }),
    summary: 'Register with a username (logs in: login is true)',
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    body: registrationBodySchema,
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'spec' }),
    summary: 'Register with a mobile number and SMS code (username is the mobile number)',
  },
  getInfo: {
    method: 'GET',
    path: '/wps/member/info',
    responses: respond(memberInfoSchema),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'The signed-in member',
  },
  setInfo: {
    method: 'POST',
    path: '/wps/member/info',
    body: profileBodySchema,
    responses: respond(memberInfoSchema),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'Update profile fields',
  },
  getIcon: {
    method: 'GET',
    path: '/wps/member/info/icon',
    responses: respond(z.object({ iconId: z.string(), avatarUrl: z.string() })),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'The member avatar',
  },
  setIcon: {
    method: 'POST',
    path: '/wps/member/info/icon',
    body: z.object({ iconId: codeText.regex(/^[a-z0-9-]{1,32}$/) }),
    responses: respond(z.object({ iconId: z.string(), avatarUrl: z.string() })),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'Choose an avatar from /wps/system/icons',
  },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    body: z.object({ oldPassword: nameText.min(1), newPassword: nameText.min(1), confirmNewPassword: nameText.min(1) }),
    responses: respond(ack),
    metadata: meta({ token: true, encrypted: true, source: 'spec' }),
    summary: 'Change the login password (also the forced change of 123456 and expired passwords)',
  },
  resetPasswordByEmail: {
    method: 'POST',
    path: '/wps/member/password/email',
    contentType: 'application/x-www-form-urlencoded',
    body: z.object({ username: z.string().trim().min(1).max(MAX_CHARS.name), email: emailText.trim().email() }),
    responses: respond(ack),
    metadata: meta({ form: true, source: 'spec' }),
    summary: 'Mail a reset link to the account email',
  },
  resetPasswordByMobile: {
    method: 'POST',
    path: '/wps/member/password/verification',
    body: z.object({
      newPassword: nameText.min(1),
      mobileNum: z.string().trim().min(1).max(MAX_CHARS.name),
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      verificationCode: z.string().trim().min(1).max(MAX_CHARS.code),
    }),
    responses: respond(ack),
    metadata: meta({ encrypted: true, source: 'spec' }),
    summary: 'Set a new password with an SMS code (then log in with the mobile number)',
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
    responses: respond(z.object({ code: z.string(), domain: z.string(), agent: z.string() })),
    metadata: meta({ source: 'spec' }),
    summary: 'Verify an affiliate (invitation) code',
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    body: z.object({
      /** Required once a payment password exists; checked with the lock rules of every payment-password check. */
      oldPaymentPassword: nameText.optional(),
      newPaymentPassword: paymentPasswordText,
      confirmPaymentPassword: paymentPasswordText,
    }),
    responses: respond(ack),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: 'Set the payment password the first time, or change it with the old one',
  },
  resetPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    body: z.object({
      verificationCode: codeText.trim().min(1),
      newPaymentPassword: paymentPasswordText,
      confirmPaymentPassword: paymentPasswordText,
    }),
    responses: respond(ack),
    metadata: meta({ token: true, encrypted: true, source: 'ours' }),
    summary: 'Reset the payment password with an SMS code sent to the bound mobile (clears its lock)',
  },
  bindMobile: {
    method: 'POST',
    path: '/wps/member/mobile',
    body: z.object({
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      mobileNum: z.string().trim().min(1).max(MAX_CHARS.name),
      verificationCode: codeText.trim().min(1),
    }),
    responses: respond(memberInfoSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Bind (or change) and verify the mobile number with the SMS code sent to it',
  },
  loginHistory: {
    method: 'GET',
    path: '/wps/member/loginHistory',
    responses: respond(z.object({ list: z.array(loginRecordSchema), knownIpCount: z.number().int() })),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'The member\'s last logins with IP and time, newest first',
  },
  updateLanguage: {
    method: 'POST',
    path: '/wps/member/language',
    body: z.object({ language: z.enum(SUPPORTED_LANGUAGES) }),
    responses: respond(ack),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Tell the server the chosen language',
  },
});
