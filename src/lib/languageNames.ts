import { SUPPORTED_LANGUAGES } from '../../contracts/shared/constants';
import { LANGUAGE_TAGS, type KnownLanguageCode } from './languages';

/** Each known language in its own script, as the picker shows it (SPEC §1's table; tags in languages.ts). */
const LANGUAGE_NAMES: Record<KnownLanguageCode, string> = {
  EN: 'English',
  TY: 'Filipino',
  ZH: '简体中文',
  ZT: '繁體中文',
  VI: 'Tiếng Việt',
  TH: 'ไทย',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  KO: '한국어',
  JA: '日本語',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  TA: 'தமிழ்',
  TE: 'తెలుగు',
  UR: 'اردو',
  KM: 'ខ្មែរ',
  LO: 'ລາວ',
  MY: 'မြန်မာ',
  NE: 'नेपाली',
  SI: 'සිංහල',
  ES: 'Español',
  PT: 'Português',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  NL: 'Nederlands',
  RU: 'Русский',
  UK: 'Українська',
  PL: 'Polski',
  TR: 'Türkçe',
  AR: 'العربية',
  FA: 'فارسی',
  HE: 'עברית',
  EL: 'Ελληνικά',
  SV: 'Svenska',
  DA: 'Dansk',
  FI: 'Suomi',
  NO: 'Norsk',
  CS: 'Čeština',
  HU: 'Magyar',
  RO: 'Română',
};

export const LANGUAGE_TABLE = (Object.keys(LANGUAGE_NAMES) as KnownLanguageCode[]).map((code) => ({ code, tag: LANGUAGE_TAGS[code], name: LANGUAGE_NAMES[code] }));

/** The selectable languages: the table's entries that are configured. */
export function selectableLanguages(configured: readonly string[] = SUPPORTED_LANGUAGES) {
  return LANGUAGE_TABLE.filter((language) => configured.includes(language.code));
}
