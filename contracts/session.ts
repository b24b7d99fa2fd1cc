import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ack, respond, respondBare } from './shared/envelope';
import { loginValueSchema } from './shared/entities';
import { PLATFORM_WEB } from './shared/constants';
import { meta, observed } from './shared/meta';
import { codeText, MAX_CHARS, nameText, tokenText } from './shared/limits';

const c = initContract();

/** Bot/slide check results that ride along with sensitive posts (SPEC §3 "human-check result fields"). */
export const humanCheckFields = {
  humanCheckTicket: tokenText.optional(),
  humanCheckRandstr: tokenText.optional(),
};

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(MAX_CHARS.name),
  password: nameText.min(1).optional(),
  captcha: z.string().trim().max(MAX_CHARS.code).optional(),
  /** "sms" logs in with mobileNum + verificationCode instead of a password. */
  type: z.enum(['sms', 'username']),
  mobileNum: nameText.optional(),
  countryDialingCode: codeText.optional(),
  verificationCode: codeText.optional(),
  ...humanCheckFields,
});

/** SPEC §4 login from an unregistered IP: the ways the server may ask a member to prove it is them. */
export const LOGIN_VERIFICATION_METHODS = ['SMS', 'EMAIL', 'GOOGLE', 'BANK_NAME'] as const;
export type LoginVerificationMethod = (typeof LOGIN_VERIFICATION_METHODS)[number];

/**
 * The value of a LOGIN_VERIFICATION_REQUIRED refusal of session.login: the
 * password was right, but the IP is not one the member used before. The
 * ticket stands for that login; the methods are those the server offers
 * this member, with a masked hint where there is one (phone, mailbox).
 */
export const loginVerificationChallengeSchema = z.object({
  verificationTicket: z.string(),
  ip: z.string(),
  methods: z.array(z.object({ method: z.enum(LOGIN_VERIFICATION_METHODS), hint: z.string().nullable() })).min(1),
  expiresInMinutes: z.number().int().positive(),
});
export type LoginVerificationChallenge = z.infer<typeof loginVerificationChallengeSchema>;

export const sessionContract = c.router({
  rsaKey: {
    method: 'GET',
    path: '/wps/session/key/rsa',
    // `t=<ms>` (or `_`) busts caches; the server ignores it, so the contract names no query.
    responses: respondBare(z.string()),
    metadata: observed('Y14', { answer: 'text', notCalled: 'the fetcher fetches the key itself before every encrypted call (WIRE.md §2.2)' }),
    summary: 'The RSA-1024 modulus for encrypted calls, as plain hex text; fetched again for every encrypted call',
  },
  login: {
    method: 'POST',
    path: '/wps/session/login',
    body: loginBodySchema,
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'spec' }),
    summary: 'Log in with username and password, or with an SMS code',
  },
  loginVerificationCode: {
    method: 'POST',
    path: '/wps/session/login/verification/code',
    body: z.object({ verificationTicket: tokenText.min(1), method: z.enum(['SMS', 'EMAIL']) }),
    responses: respond(z.object({ expiredMinutes: z.number().int().positive() })),
    metadata: meta({ source: 'ours' }),
    summary: 'Send the code of a login verification (SMS to the bound mobile, or to the mailbox)',
  },
  loginVerify: {
    method: 'POST',
    path: '/wps/session/login/verification',
    body: z.object({
      verificationTicket: tokenText.min(1),
      method: z.enum(LOGIN_VERIFICATION_METHODS),
      /** The SMS, mail or authenticator code, or the bank account holder name. */
      answer: nameText.trim().min(1),
    }),
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'ours' }),
    summary: 'Complete a login from an unregistered IP with one of the offered verifications; the IP becomes known',
  },
  freePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    body: z.object({
      os: nameText,
      platform: codeText.default(PLATFORM_WEB),
      encryption: z.boolean(),
      gatewayVersion: codeText,
    }),
    responses: respond(loginValueSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'Start a trial (type 4) session without credentials',
  },
  logout: {
    method: 'DELETE',
    path: '/wps/session/logout',
    body: c.noBody(),
    responses: respond(ack),
    metadata: meta({ token: true, source: 'spec' }),
    summary: 'End the session',
  },
  socialConsent: {
    method: 'POST',
    path: '/wps/session/login/social/consent',
    body: z.object({ provider: z.enum(['google', 'facebook']), account: nameText.trim().min(1), password: nameText.min(1) }),
    responses: respond(z.object({ idToken: z.string() })),
    metadata: meta({ encrypted: true, source: 'ours' }),
    summary: 'The simulated social provider: signs the account in and issues a single-use id token for social login',
  },
  socialLogin: {
    method: 'POST',
    path: '/wps/session/login/social',
    body: z.object({ provider: z.enum(['google', 'facebook']), idToken: tokenText.min(1) }),
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'ours' }),
    summary: 'Log in with a social provider (members only: member_no_enter otherwise)',
  },
  agentLogin: {
    method: 'POST',
    path: '/wps/agent/login',
    body: loginBodySchema.pick({ username: true, password: true, captcha: true }).required({ password: true }),
    responses: respond(loginValueSchema),
    metadata: meta({ encrypted: true, source: 'ours' }),
    summary: 'Agent back-office login; refuses non-agents with error_not_agent',
  },
});
