import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@contracts/shared/errors';
import { ERROR_BEHAVIOURS, isApiError, refusalText } from '@/lib/api';

/** The refusals of claims and applications, in words the member understands (texts in locales/<lang>/engage.json). */
const ENGAGE_KEYS: Record<string, string> = {
  [ERROR_CODES.ALREADY_CLAIMED]: 'engageErrors.alreadyClaimed',
  [ERROR_CODES.ALREADY_APPLIED]: 'engageErrors.alreadyApplied',
  [ERROR_CODES.NOTHING_TO_CLAIM]: 'engageErrors.nothingToClaim',
  [ERROR_CODES.INVALID_STATE]: 'engageErrors.invalidState',
  [ERROR_CODES.NOT_FOUND]: 'engageErrors.notFound',
  [ERROR_CODES.TRIAL_ACCOUNT]: 'errors.trialAccount',
  [ERROR_CODES.INSUFFICIENT_BALANCE]: 'errors.insufficientBalance',
};

/** INVALID_STATE refusals that say why: an expired reward, a red envelope event over or not begun. */
const STATE_REASON_KEYS: Record<string, string> = {
  EXPIRED: 'engageErrors.expired',
  ENDED: 'engageErrors.raffleEnded',
  NOT_STARTED: 'engageErrors.raffleNotStarted',
};

/** The i18n key for a refusal code (a claim-all row's), 'errors.unknown' for one we have no words for. */
export function errorKeyFor(code: string | null): string {
  return (code && ENGAGE_KEYS[code]) || 'errors.unknown';
}

/** What to tell the member about a failed claim, application or read: the claims' own words, else the site's rule. */
export function claimRefusalText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return refusalText(error, t);
  if (error.errorCode === ERROR_CODES.INVALID_STATE) {
    const reason = (error.value as { reason?: unknown } | undefined)?.reason;
    if (typeof reason === 'string' && reason in STATE_REASON_KEYS) return t(STATE_REASON_KEYS[reason]!);
  }
  const key = ENGAGE_KEYS[error.errorCode];
  return key ? t(key) : refusalText(error, t);
}

/** Requirements the member can complete in My account, by the name the platform gives in `value.data`. */
const REQUIREMENT_KEYS: Record<string, string> = {
  'required.mobile_no_verified': 'engagePromotions.requirements.mobile',
};

/**
 * WIRE.md §4.4 `prom_claim_req_field` / `prom.claim.req.field`: the requirements `value.data` names
 * (a name or a list of names), or null when the refusal is of another kind.
 */
export function missingRequirements(error: unknown): string[] | null {
  if (!isApiError(error) || ERROR_BEHAVIOURS[error.errorCode] !== 'promotionRequirement') return null;
  const data = (error.value as { data?: unknown } | null | undefined)?.data;
  const names = Array.isArray(data) ? data : [data];
  return names.filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** What to ask of the member for one requirement. */
export function requirementText(t: TFunction, name: string): string {
  const key = REQUIREMENT_KEYS[name];
  return key ? t(key) : t('engagePromotions.requirements.other', { requirement: name });
}
