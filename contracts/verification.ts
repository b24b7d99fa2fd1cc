import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { respond } from './shared/envelope';
import { observed, ours } from './shared/meta';
import { MAX_CHARS, tokenText } from './shared/limits';
import { humanCheckFields } from './session';

const c = initContract();

/** WIRE.md §6.1 S12/S13: `value.expiredMinutes` (SPEC §4: the countdown is 60 × it seconds; default 1). */
export const smsValueSchema = z.object({ expiredMinutes: z.union([z.number(), z.string()]).nullable().optional() });

/**
 * WIRE.md §6.2 Y6: the Geetest init (`value.gt` observed; the rest with gaps). Geetest v3's
 * register answer also carries `challenge`: the single-use nonce the check is answered over.
 */
export const humanCheckInitSchema = z.object({
  gt: z.string().nullable().optional(),
  challenge: z.string(),
  success: z.union([z.number(), z.boolean()]).nullable().optional(),
  new_captcha: z.boolean().nullable().optional(),
});

export const verificationContract = c.router({
  smsNoLogin: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    body: z.object({
      mobileNum: z.string().trim().max(MAX_CHARS.name),
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      ...humanCheckFields,
    }),
    responses: respond(smsValueSchema),
    metadata: observed('S12', { module: 'VERIFICATION3' }),
    summary: 'Send an SMS code to a number without a session (SMS login, login verification S, password reset S11)',
  },
  smsRegister: {
    method: 'POST',
    path: '/wps/verification/sms/register',
    body: z.object({
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      mobileNo: z.string().trim().max(MAX_CHARS.name),
      ...humanCheckFields,
    }),
    responses: respond(smsValueSchema),
    metadata: observed('S13', { module: 'REGMOBVERF3' }),
    summary: 'Send an SMS code for mobile registration (note mobileNo, not mobileNum)',
  },
  smsMember: {
    method: 'POST',
    path: '/wps/relay/MCSFE_sendVerificationSms',
    body: z.object({
      /** paymentReset: to the bound number; bindMobile: to the number being bound. */
      purpose: z.enum(['paymentReset', 'bindMobile']),
      countryDialingCode: z.string().trim().max(MAX_CHARS.code).optional(),
      mobileNum: z.string().trim().max(MAX_CHARS.name).optional(),
    }),
    responses: respond(smsValueSchema),
    metadata: ours({ token: true }),
    summary: 'Send a signed-in member an SMS code: to the bound number (payment password reset) or to a number to bind',
  },
  firebaseVerify: {
    method: 'POST',
    path: '/wps/relay/MCSFE_verifyFirebasePhone',
    body: z.object({
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      mobileNum: z.string().trim().max(MAX_CHARS.name),
      verificationCode: z.string().trim().max(MAX_CHARS.code),
    }),
    responses: respond(z.object({ idToken: z.string(), expiresIn: z.number().int().positive() })),
    metadata: ours({ module: 'FIREBASECREATEACC3' }),
    summary: 'Phone sign-in "with firebase" (simulated): confirms an SMS code and answers the firebase ID token registration sends',
  },
  humanCheck: {
    method: 'GET',
    path: '/wps/captcha/geetest',
    responses: respond(humanCheckInitSchema),
    metadata: observed('Y6', { module: 'GEETEST3' }),
    summary: 'The human check init: a single-use challenge bound to the caller, which the provider answers once',
  },
  humanCheckAnswer: {
    method: 'POST',
    path: '/wps/relay/MCSFE_humanCheckAnswer',
    body: z.object({
      challenge: tokenText.min(1),
      /** What the slide widget measured: from showing the slider to finishing, and how many moves it took. */
      durationMs: z.number().int().min(0).max(3_600_000),
      moves: z.number().int().min(0).max(100_000),
    }),
    responses: respond(z.object({ validate: z.string() })),
    metadata: ours({}),
    summary:
      'The simulated human-check provider (the step Geetest\'s widget takes with Geetest\'s servers): judges the slide once per challenge and answers it signed with a secret only the backend holds',
  },
  captcha: {
    method: 'GET',
    path: '/wps/captcha',
    // WIRE.md §6.2 Y5 and §8 Q19: a bare Base64 PNG, no data-URL prefix.
    responses: respond(z.string()),
    metadata: observed('Y5', { module: 'CAPTCHA3' }),
    summary: 'A new captcha image (bare Base64 PNG); only the last one issued to the caller is checked, once',
  },
});
