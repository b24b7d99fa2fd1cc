import type { RegistrationBody } from '../../contracts/member';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { exclusive } from '../engine/lock';
import { refuse } from '../engine/refusal';
import type { RegistrationFieldConfig } from '../../contracts/shared/entities';
import { consumeCaptcha } from '../verification/captcha';
import { checkFieldValue } from '../system/validation';
import { members } from './collections';

/**
 * Server-side registration checks. The field rules the app shows come from
 * /wps/system/setting/register; these are the ones the backend insists on
 * whatever the client sent.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,15}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

function fieldError(field: string, message: string): never {
  throw refuse(ERROR_CODES.VALIDATION, `body.${field}: ${message}`, 400, { field });
}

export function checkPassword(body: Pick<RegistrationBody, 'password' | 'confirmPassword'>, required: boolean): void {
  if (!body.password) {
    if (required) fieldError('password', 'Input cannot be empty');
    return;
  }
  if (body.password.length < PASSWORD_MIN || body.password.length > PASSWORD_MAX) {
    fieldError('password', `Please fill in your password with ${PASSWORD_MIN} - ${PASSWORD_MAX} characters`);
  }
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    fieldError('confirmPassword', 'Incorrect confirmation input');
  }
}

export function checkUsernameFree(username: string): void {
  const wanted = username.toLowerCase();
  if (members.findFirst((q) => q.where({ account: (account) => account.toLowerCase() === wanted }))) {
    throw refuse(ERROR_CODES.USERNAME_TAKEN, 'This username is already registered', 409);
  }
}

export function checkMobileFree(mobile: string): void {
  if (members.findFirst((q) => q.where({ mobileNum: mobile }))) {
    throw refuse(ERROR_CODES.MOBILE_TAKEN, 'This mobile number is already registered', 409);
  }
}

/**
 * Runs a new account's "is the name free" checks and its creation as one
 * section per username (and mobile number): creating awaits the password
 * hash, and requests sent at once must not all find the name free.
 */
export function creatingAccount<T>(username: string, mobile: string | undefined, section: () => Promise<T>): Promise<T> {
  const keys = [`account:${username.toLowerCase()}`, ...(mobile ? [`mobile:${mobile}`] : [])];
  return exclusive(keys, section);
}

/** The captcha is checked only when the client sent one (it is an optional field). */
export function checkCaptcha(client: string, captcha: string | undefined): void {
  if (captcha !== undefined && !consumeCaptcha(client, captcha)) {
    throw refuse(ERROR_CODES.CAPTCHA_INVALID, 'Please enter the captcha', 400, { captcha: true });
  }
}

/** The affiliate code names an agent with that code; empty means none. */
export function agentForAffiliate(code: string | undefined): string | null {
  if (!code) return null;
  const agent = members.findFirst((q) => q.where({ affiliateCode: (value) => value?.toUpperCase() === code.toUpperCase() }));
  if (!agent) throw refuse(ERROR_CODES.INVALID_AFFILIATE, 'invitation code error', 200);
  return agent.account;
}

/** The optional profile fields of SPEC §2, checked against the configured rules whatever the client showed. */
export const EXTRA_FIELDS = [
  'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email', 'recommenderId', 'gamingVenue',
] as const;

export function checkExtraFields(body: RegistrationBody, configs: readonly RegistrationFieldConfig[]): void {
  for (const field of EXTRA_FIELDS) {
    const config = configs.find((entry) => entry.field === field);
    if (!config?.enabled) continue;
    const problem = checkFieldValue(config, body[field]);
    if (problem) fieldError(field, problem === 'validation.required' ? 'Input cannot be empty' : 'Please Enter Correct Information');
  }
}
