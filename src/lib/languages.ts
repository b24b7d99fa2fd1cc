import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../contracts/shared/startup-constants';

/**
 * The translation table of SPEC §1: about 40 languages are known, but only
 * the configured ones (brand config, default EN and TY) can be selected.
 * Each code's BCP 47 tag, for <html lang> and Intl formatting; the names a
 * visitor picks from are in languageNames.ts, with the picker's code.
 */
export const LANGUAGE_TAGS = {
  EN: 'en',
  TY: 'fil',
  ZH: 'zh-CN',
  ZT: 'zh-TW',
  VI: 'vi',
  TH: 'th',
  ID: 'id',
  MS: 'ms',
  KO: 'ko',
  JA: 'ja',
  HI: 'hi',
  BN: 'bn',
  TA: 'ta',
  TE: 'te',
  UR: 'ur',
  KM: 'km',
  LO: 'lo',
  MY: 'my',
  NE: 'ne',
  SI: 'si',
  ES: 'es',
  PT: 'pt-BR',
  FR: 'fr',
  DE: 'de',
  IT: 'it',
  NL: 'nl',
  RU: 'ru',
  UK: 'uk',
  PL: 'pl',
  TR: 'tr',
  AR: 'ar',
  FA: 'fa',
  HE: 'he',
  EL: 'el',
  SV: 'sv',
  DA: 'da',
  FI: 'fi',
  NO: 'nb',
  CS: 'cs',
  HU: 'hu',
  RO: 'ro',
} as const;

export type KnownLanguageCode = keyof typeof LANGUAGE_TAGS;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupported(code: string | null | undefined): code is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** A stored language falls back to the default when it is not supported (SPEC §4). */
export function resolveLanguage(stored: string | null | undefined): LanguageCode {
  return isSupported(stored) ? stored : DEFAULT_LANGUAGE;
}

export function languageTag(code: string): string {
  return (LANGUAGE_TAGS as Record<string, string>)[code] ?? 'en';
}
