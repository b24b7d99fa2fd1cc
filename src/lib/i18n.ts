import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enLobby from '../../locales/en/lobby.json';
import tyAuth from '../../locales/ty/auth.json';
import tyCommon from '../../locales/ty/common.json';
import tyLobby from '../../locales/ty/lobby.json';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { languageTag, resolveLanguage, type LanguageCode } from './languages';
import { localStore } from './storage';
import { installValidationMessages } from './validation';

/**
 * One file per area and language (locales/<lang>/<area>.json), merged into a
 * single namespace: each file owns its own top-level keys.
 */
export const resources = {
  EN: { translation: { ...enCommon, ...enAuth, ...enLobby } },
  TY: { translation: { ...tyCommon, ...tyAuth, ...tyLobby } },
} as const;

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
  installValidationMessages(i18n);
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
  // The error map reads i18n at validation time; reinstalling keeps it explicit.
  installValidationMessages(i18n);
}
