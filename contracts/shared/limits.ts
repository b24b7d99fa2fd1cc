import { z } from 'zod';
import { FEEDBACK_MAX_CHARS, MAX_UPLOAD_BYTES, MAX_UPLOAD_IMAGES } from './constants';

/**
 * The longest value each kind of input field takes. SPEC gives only the 140
 * characters of feedback and apply remarks and the 5 MB images; the rest are
 * ours (README "What we inferred"), wide enough for any real value and small
 * enough that a caller cannot park megabytes in a profile.
 */
export const MAX_CHARS = {
  /** Captchas, SMS codes, dialling codes, platform/device words, game and vendor codes. */
  code: 32,
  /** Usernames, people's names, passwords, phone numbers, ids typed by people. */
  name: 64,
  /** RFC 5321 caps an address at 254 characters. */
  email: 254,
  /** SPEC §5/§9: feedback and apply remarks. */
  remark: FEEDBACK_MAX_CHARS,
  /** Addresses and other free text a form takes. */
  text: 500,
  url: 2048,
  /** Opaque tokens minted elsewhere (firebase ID tokens, social tokens, tickets, human-check answers). */
  token: 4096,
} as const;

/**
 * The longest image data URL taken at the door: twice the 5 MB upload rule
 * (SPEC §5) in base64. An image a little over 5 MB still reaches the exact
 * size check and gets SPEC §8's "file too big" code; megabytes beyond are
 * refused before anything reads them.
 */
const MAX_IMAGE_DATA_URL_CHARS = 'data:image/jpeg;base64,'.length + Math.ceil((2 * MAX_UPLOAD_BYTES) / 3) * 4;

export const codeText = z.string().max(MAX_CHARS.code);
export const nameText = z.string().max(MAX_CHARS.name);
export const emailText = z.string().max(MAX_CHARS.email);
export const remarkText = z.string().max(MAX_CHARS.remark);
export const freeText = z.string().max(MAX_CHARS.text);
export const urlText = z.string().max(MAX_CHARS.url);
export const tokenText = z.string().max(MAX_CHARS.token);
/** yyyy-MM-dd. */
export const isoDate = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * An uploaded image as a base64 data URL (`data:image/png;base64,...`). With
 * `missingMessage` it is required and a missing one answers that message
 * (KYC's SPEC §8 please_upload_* keys).
 */
export function imageDataUrlField(missingMessage?: string) {
  const text = missingMessage ? z.string({ required_error: missingMessage }).min(1, missingMessage) : z.string();
  return text.max(MAX_IMAGE_DATA_URL_CHARS, 'The image is far larger than 5 MB').regex(/^data:[^;,]+;base64,/, 'Expected a base64 data URL');
}
export const imageDataUrl = imageDataUrlField();

/**
 * The body an image upload route may read (route metadata `bodyLimit`): three images at their data
 * URL's limit and the form around them. Every other route reads at most the engine's default.
 */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_IMAGES * MAX_IMAGE_DATA_URL_CHARS + 64 * 1024;

/** The largest single amount any money route takes (a billion, far above every business limit). */
export const MONEY_MAX = 1_000_000_000;

/**
 * Whether an amount has at most 2 decimal places. Checked on cents with a
 * tolerance of a float's error, not with `multipleOf` (which lets 1e-7 by):
 * 19.99 * 3 is 59.97 here, 0.005 and 1e-7 are not.
 */
function hasAtMostTwoDecimals(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 * Math.max(1, Math.abs(cents) / 1e6);
}

/** A finite number in cents (SPEC §9: balances have 2 decimals), within the bounds the caller set. */
const inCents = (bounded: z.ZodNumber) => bounded.finite().refine(hasAtMostTwoDecimals, 'must have at most 2 decimal places');

/** A positive amount of money up to `max`: a route's own tighter limit (stakes, agent transfers). */
export const moneyUpTo = (max: number) => inCents(z.number().min(0.01, 'must be at least 0.01').max(max));

/** A positive amount of money with at most 2 decimals. */
export const money = moneyUpTo(MONEY_MAX);

/** A threshold in money that may be 0 (a period's required valid bet). */
export const moneyOrZero = inCents(z.number().min(0).max(MONEY_MAX));

/** A signed amount of money (a profit or loss threshold). */
export const signedMoney = inCents(z.number().min(-MONEY_MAX).max(MONEY_MAX));

/** A percentage rate above 0 and at most 100, with at most 2 decimals. */
export const percentRate = inCents(z.number().positive().max(100));
