import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/startup-constants';
import { languageTag, resolveLanguage, type LanguageCode } from './languages';
import { bundledLanguage, loadScreenTranslation, loadTranslation } from './locales';
import { localStore } from './storage';

/** Keys asked for that neither language has; a test fails when any is recorded. */
export const missingKeys = new Set<string>();

export const i18n: I18n = i18next.createInstance();

/**
 * Starts i18next in the stored language, falling back to EN when it is not
 * supported. EN (the fallback) is bundled; any other start language is
 * fetched first, so the first paint already speaks it (EN when that fails).
 */
export async function initI18n(language: string | null = localStore.get('lang')): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  let lng = resolveLanguage(language);
  const resources: Resource = { [bundledLanguage.code]: { translation: bundledLanguage.translation } };
  if (lng !== bundledLanguage.code) {
    // A start language that cannot be fetched must not keep the app from booting.
    const translation = await loadTranslation(lng).catch(() => null);
    if (translation) {
      resources[lng] = { translation };
      loadedLanguages.add(lng);
    } else lng = DEFAULT_LANGUAGE;
  }
  await i18n.init({
    resources,
    lng,
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
  void installValidationLanguage();
  void ensureScreenTexts();
  return i18n;
}

let screenTexts: Promise<void> | null = null;

/**
 * EN's texts for lazy screens and modals: fetched once, at start-up, beside
 * the first screen. Every route and modal loader awaits it with its own code,
 * so no screen renders a key before its text (EN is also every language's
 * fallback). A failed fetch is retried by the next loader.
 */
export function ensureScreenTexts(): Promise<void> {
  screenTexts ??= loadScreenTranslation().then(
    (translation) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', translation, true, false);
    },
    (error: unknown) => {
      screenTexts = null;
      throw error;
    },
  );
  return screenTexts;
}

let validationInstalled: Promise<void> | null = null;

/**
 * Form validation speaks the UI language through a global zod error map that
 * reads i18n when a form validates. zod ships with the forms' lazy chunks,
 * not with the shell, so the map installs as soon as its module has loaded
 * (started at init, long before anyone can submit a form).
 */
export function installValidationLanguage(): Promise<void> {
  validationInstalled ??= import('./validation').then(({ installValidationMessages }) => installValidationMessages(i18n));
  return validationInstalled;
}

export function syncDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(code);
}

/** Languages whose whole text has been fetched (EN's shell part is bundled; its rest is ensureScreenTexts'). */
const loadedLanguages = new Set<string>();

/** Fetches a language's texts once, before anything switches to it. */
export async function ensureLanguage(code: LanguageCode): Promise<void> {
  if (code === bundledLanguage.code) return ensureScreenTexts();
  if (loadedLanguages.has(code)) return;
  // A deep merge: texts a tool registered for this language beforehand (the QA toolbar's) stay.
  i18n.addResourceBundle(code, 'translation', await loadTranslation(code), true, false);
  loadedLanguages.add(code);
}

/**
 * Switches the UI language and saves it locally (the caller informs the
 * server). The new language's texts load before the switch, so no screen
 * renders a half-translated frame; a failed load leaves the language as it was.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await ensureLanguage(code);
  const previous = localStore.get('lang');
  if (previous && previous !== code) localStore.set('hisLang', previous);
  localStore.set('lang', code);
  await i18n.changeLanguage(code);
  syncDocumentLanguage(code);
  // The error map reads i18n at validation time: once installed, it follows the switch.
  await installValidationLanguage();
}
