import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { respond } from './shared/envelope';
import { meta } from './shared/meta';
import { MAX_CHARS } from './shared/limits';
import { humanCheckFields } from './session';

const c = initContract();

/** SMS answers: success, message, value.expiredMinutes (SPEC §3). */
export const smsValueSchema = z.object({ expiredMinutes: z.number().int().positive() });

export const verificationContract = c.router({
  smsNoLogin: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    body: z.object({
      mobileNum: z.string().trim().max(MAX_CHARS.name),
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      /** "login" for SMS login (no slide check), "reset" for the forgot-password flow. */
      purpose: z.enum(['login', 'reset']).default('login'),
      ...humanCheckFields,
    }),
    responses: respond(smsValueSchema),
    metadata: meta({ source: 'spec' }),
    summary: 'Send an SMS code to a number without a session (SMS login, password reset)',
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
    metadata: meta({ source: 'spec' }),
    summary: 'Send an SMS code for mobile registration',
  },
  smsMember: {
    method: 'POST',
    path: '/wps/verification/sms/member',
    body: z.object({
      /** paymentReset: to the bound number; bindMobile: to the number being bound. */
      purpose: z.enum(['paymentReset', 'bindMobile']),
      countryDialingCode: z.string().trim().max(MAX_CHARS.code).optional(),
      mobileNum: z.string().trim().max(MAX_CHARS.name).optional(),
    }),
    responses: respond(smsValueSchema),
    metadata: meta({ token: true, source: 'ours' }),
    summary: 'Send a signed-in member an SMS code: to the bound number (payment password reset) or to a number to bind',
  },
  firebaseVerify: {
    method: 'POST',
    path: '/wps/verification/firebase',
    body: z.object({
      countryDialingCode: z.string().trim().min(1).max(MAX_CHARS.code),
      mobileNum: z.string().trim().max(MAX_CHARS.name),
      verificationCode: z.string().trim().max(MAX_CHARS.code),
    }),
    responses: respond(z.object({ idToken: z.string(), expiresIn: z.number().int().positive() })),
    metadata: meta({ source: 'ours' }),
    summary: 'Phone sign-in "with firebase": confirms an SMS code and answers the firebase ID token registration sends',
  },
  humanCheck: {
    method: 'GET',
    path: '/wps/verification/humanCheck',
    responses: respond(z.object({ randstr: z.string() })),
    metadata: meta({ source: 'ours' }),
    summary: 'A single-use challenge for the slide check, bound to the caller; its answer is signed over it',
  },
  captcha: {
    method: 'GET',
    path: '/wps/captcha',
    responses: respond(z.string().startsWith('data:image/png;base64,')),
    metadata: meta({ source: 'spec' }),
    summary: 'A new captcha image (base64 PNG); only the last one issued to the caller is checked, once',
  },
});
