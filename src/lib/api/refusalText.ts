import { isApiError } from './errors';

/** A translation function, as i18next's `t` and the app's useTranslation give it. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * What to tell the user about a failed call: its SPEC §8 text when the code has one (with the refusal's values,
 * a lock's minutes), else the server's own words (WIRE.md §4.6: as sent), else "Unknown error". The one copy of
 * the rule: screens that word some refusals themselves (the cashier, claims) fall back to it.
 */
export function refusalText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('errors.unknown');
  return error.messageKey ? t(error.messageKey, error.messageParams) : error.message || t('errors.unknown');
}
