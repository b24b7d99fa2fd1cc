import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../contracts/shared/constants';

/**
 * The translation table of SPEC §1: about 40 languages are known, but only
 * the configured ones (brand config, default EN and TY) can be selected.
 * `tag` is the BCP 47 tag for <html lang> and Intl formatting.
 */
export const LANGUAGE_TABLE = [
  { code: 'EN', tag: 'en', name: 'English' },
  { code: 'TY', tag: 'fil', name: 'Filipino' },
  { code: 'ZH', tag: 'zh-CN', name: '简体中文' },
  { code: 'ZT', tag: 'zh-TW', name: '繁體中文' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt' },
  { code: 'TH', tag: 'th', name: 'ไทย' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu' },
  { code: 'KO', tag: 'ko', name: '한국어' },
  { code: 'JA', tag: 'ja', name: '日本語' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी' },
  { code: 'BN', tag: 'bn', name: 'বাংলা' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்' },
  { code: 'TE', tag: 'te', name: 'తెలుగు' },
  { code: 'UR', tag: 'ur', name: 'اردو' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ' },
  { code: 'LO', tag: 'lo', name: 'ລາວ' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ' },
  { code: 'NE', tag: 'ne', name: 'नेपाली' },
  { code: 'SI', tag: 'si', name: 'සිංහල' },
  { code: 'ES', tag: 'es', name: 'Español' },
  { code: 'PT', tag: 'pt-BR', name: 'Português' },
  { code: 'FR', tag: 'fr', name: 'Français' },
  { code: 'DE', tag: 'de', name: 'Deutsch' },
  { code: 'IT', tag: 'it', name: 'Italiano' },
  { code: 'NL', tag: 'nl', name: 'Nederlands' },
  { code: 'RU', tag: 'ru', name: 'Русский' },
  { code: 'UK', tag: 'uk', name: 'Українська' },
  { code: 'PL', tag: 'pl', name: 'Polski' },
  { code: 'TR', tag: 'tr', name: 'Türkçe' },
  { code: 'AR', tag: 'ar', name: 'العربية' },
  { code: 'FA', tag: 'fa', name: 'فارسی' },
  { code: 'HE', tag: 'he', name: 'עברית' },
  { code: 'EL', tag: 'el', name: 'Ελληνικά' },
  { code: 'SV', tag: 'sv', name: 'Svenska' },
  { code: 'DA', tag: 'da', name: 'Dansk' },
  { code: 'FI', tag: 'fi', name: 'Suomi' },
  { code: 'NO', tag: 'nb', name: 'Norsk' },
  { code: 'CS', tag: 'cs', name: 'Čeština' },
  { code: 'HU', tag: 'hu', name: 'Magyar' },
  { code: 'RO', tag: 'ro', name: 'Română' },
] as const;

export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];

export function isSupported(code: string | null | undefined): code is LanguageCode {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code ?? '');
}

/** A stored language falls back to the default when it is not supported (SPEC §4). */
export function resolveLanguage(stored: string | null | undefined): LanguageCode {
  return isSupported(stored) ? stored : DEFAULT_LANGUAGE;
}

export function languageTag(code: string): string {
  return LANGUAGE_TABLE.find((language) => language.code === code)?.tag ?? 'en';
}

/** The selectable languages: the table's entries that are configured. */
export function selectableLanguages(configured: readonly string[] = SUPPORTED_LANGUAGES) {
  return LANGUAGE_TABLE.filter((language) => configured.includes(language.code));
}
