import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import ty from '../../locales/ty.json';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { languageTag, resolveLanguage, type LanguageCode } from './languages';
import { localStore } from './storage';

export const resources = { EN: { translation: en }, TY: { translation: ty } } as const;

/** Keys asked for that neither language has; a test fails when any is recorded. */
export const missingKeys = new Set<string>();

export const i18n: I18n = i18next.createInstance();

/** Starts i18next in the stored language, falling back to EN when it is not supported. */
export async function initI18n(language: string | null = localStore.get('lang')): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  await i18n.use(initReactI18next).init({
    resources,
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    // SPEC §9: missing-key warnings are silenced; tests read missingKeys instead.
    debug: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => {
      missingKeys.add(key);
    },
  });
  syncDocumentLanguage(i18n.language);
  return i18n;
}

export function syncDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(code);
}

/** Switches the UI language and saves it locally (the caller informs the server). */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  const previous = localStore.get('lang');
  if (previous && previous !== code) localStore.set('hisLang', previous);
  localStore.set('lang', code);
  await i18n.changeLanguage(code);
  syncDocumentLanguage(code);
}
