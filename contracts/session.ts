import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ack, respond, respondBare } from './shared/envelope';
import { loginValueSchema } from './shared/entities';
import { observed, ours } from './shared/meta';
import { codeText, emailText, MAX_CHARS, nameText, tokenText } from './shared/limits';

const c = initContract();

/**
 * The human check's result (SPEC §3 "human-check result fields"), sent beside S1, S12, S13 and the
 * registration payload. WIRE.md records the Geetest init (Y6) but not the names of Geetest's result
 * fields on those calls, so these stay ours: the human-check provider's signed answer (Geetest's
 * `validate`; in the simulation, verification.humanCheckAnswer's) and the init's challenge.
 */
export const humanCheckFields = {
  humanCheckTicket: tokenText.optional(),
  humanCheckRandstr: tokenText.optional(),
};

/** WIRE.md §1.3: the client adds the login device id to the plaintext of S1, S15 and S16 (lowercase 8-4-4-4-12 hex). */
export const deviceIdField = { loginDeviceId: nameText.optional() };

/** WIRE.md §6.1 S1 `type`: "username" (the default) or "sms"; the re-login after S11 sends "". */
export const LOGIN_TYPES = ['username', 'sms', ''] as const;

/**
 * WIRE.md §6.1 S1: `username, password, captcha, type`, the human-check fields, and (our choice:
 * WIRE does not record them) the SMS login's `mobileNum, countryDialingCode, verificationCode`.
 */
export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(MAX_CHARS.name),
  password: nameText.optional(),
  captcha: z.string().trim().max(MAX_CHARS.code).optional(),
  type: z.enum(LOGIN_TYPES),
  mobileNum: nameText.trim().optional(),
  countryDialingCode: codeText.trim().optional(),
  verificationCode: codeText.trim().optional(),
  ...humanCheckFields,
  ...deviceIdField,
});

/**
 * WIRE.md §4.2 and §6.1: the keys of a `login_verify_required` refusal's `value` are the allowed
 * methods, and S2 names them by one letter. Values are not recorded; ours carry a masked hint.
 */
export const LOGIN_VERIFY_METHODS = { email: 'E', ga: 'G', sms: 'S', payeeName: 'P' } as const;
export type LoginVerifyKey = keyof typeof LOGIN_VERIFY_METHODS;
export type LoginVerifyMethod = (typeof LOGIN_VERIFY_METHODS)[LoginVerifyKey];
/** A `login_verify_required` value: method keys, each with whatever the server says of it. */
export const loginVerifyValueSchema = z.record(z.string(), z.unknown());

/**
 * WIRE.md §6.1 S2: `username, password, method`, and per method `email` (E), `authCode` (G),
 * `mobileNum, verificationCode[, firebaseIdToken]` (S) or `payeeName` (P).
 */
export const loginVerifyBodySchema = z.object({
  username: z.string().trim().min(1).max(MAX_CHARS.name),
  password: nameText.min(1),
  method: z.enum(['E', 'G', 'S', 'P']),
  email: emailText.trim().optional(),
  authCode: codeText.trim().optional(),
  mobileNum: nameText.trim().optional(),
  verificationCode: codeText.trim().optional(),
  firebaseIdToken: tokenText.optional(),
  payeeName: nameText.trim().optional(),
});

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
    metadata: observed('S1', { encrypted: true, deviceId: true, module: 'COMM3' }),
    summary: 'Log in with username and password, or with an SMS code; a truthy value.captcha on failure asks for the captcha',
  },
  loginVerify: {
    method: 'POST',
    path: '/wps/session/login/verification',
    body: loginVerifyBodySchema,
    responses: respond(loginValueSchema),
    metadata: observed('S2', { encrypted: true, module: 'LOGINIPVERF3' }),
    summary: 'Complete a login that S1 refused with login_verify_required, by one of the methods keyed in its value',
  },
  freePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    // WIRE.md §8 Q1: SPEC's `os, platform` go in the body (production sends `{}`, which the server takes too).
    body: z.object({ os: nameText.optional(), platform: codeText.optional() }),
    responses: respond(loginValueSchema),
    metadata: observed('S4', { encryptionKeyOnly: true, module: 'FREEPLAY3' }),
    summary: 'Start a trial (type 4) session without credentials',
  },
  logout: {
    method: 'DELETE',
    path: '/wps/session/logout',
    body: c.noBody(),
    responses: respond(ack),
    metadata: observed('S3', { token: true, module: 'COMM3' }),
    summary: 'End the session',
  },
  socialConsent: {
    method: 'POST',
    path: '/wps/relay/MCSFE_socialProviderConsent',
    body: z.object({ provider: z.enum(['google', 'facebook']), account: nameText.trim().min(1), password: nameText.min(1) }),
    responses: respond(z.object({ idToken: z.string() })),
    metadata: ours({ encrypted: true }),
    summary: 'The simulated social provider: signs the account in and issues a single-use id token for social login',
  },
  socialLogin: {
    method: 'POST',
    path: '/wps/relay/MCSFE_socialLogin',
    body: z.object({ provider: z.enum(['google', 'facebook']), idToken: tokenText.min(1) }),
    responses: respond(loginValueSchema),
    metadata: ours({ encrypted: true }),
    summary: 'Log in with a social provider (members only: member_no_enter otherwise)',
  },
});
