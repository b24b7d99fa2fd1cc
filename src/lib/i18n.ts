import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/startup-constants';
import { languageTag, resolveLanguage, type LanguageCode } from './languages';
import { bundledLanguage, loadTexts, TEXT_GROUPS, type TextGroup } from './locales';
import { localStore } from './storage';

/** Keys asked for that neither language has; a test fails when any is recorded. */
export const missingKeys = new Set<string>();

export const i18n: I18n = i18next.createInstance();

/**
 * Starts i18next in the stored language, falling back to EN when it is not
 * supported. EN's shell texts (the fallback's) are bundled; another start
 * language's shell texts are fetched first, so the first paint already speaks
 * it (EN when that fails). Each route and modal then awaits its groups of
 * texts (ensureTexts).
 */
export async function initI18n(language: string | null = localStore.get('lang')): Promise<I18n> {
  if (i18n.isInitialized) return i18n;
  let lng = resolveLanguage(language);
  const resources: Resource = { [bundledLanguage.code]: { translation: bundledLanguage.translation } };
  if (lng !== bundledLanguage.code) {
    // A start language that cannot be fetched must not keep the app from booting.
    const translation = await loadTexts(lng, 'shell').catch(() => null);
    if (translation) {
      resources[lng] = { translation };
      loaded.set(`${lng}:shell`, Promise.resolve());
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
  // The `site` group, which every route awaits: fetched beside the first screen's code.
  void ensureTexts('site');
  return i18n;
}

/** Groups of texts fetched or being fetched, by `<language>:<group>`. */
const loaded = new Map<string, Promise<void>>();
/** The groups some route or modal has asked for: a language switched to later fetches these too. */
const asked = new Set<TextGroup>();

function loadGroup(code: LanguageCode, group: TextGroup | 'shell'): Promise<void> {
  const key = `${code}:${group}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loadTexts(code, group).then(
      // A deep merge: texts a tool registered for this language beforehand (the QA toolbar's) stay.
      (texts) => void i18n.addResourceBundle(code, 'translation', texts, true, false),
      (error: unknown) => {
        // A failed fetch is retried by the next loader.
        loaded.delete(key);
        throw error;
      },
    );
    loaded.set(key, pending);
  }
  return pending;
}

/**
 * Fetches groups of texts (src/lib/locales/index.ts TEXT_GROUPS) once each, in EN (every language's fallback)
 * and in the language shown. Every route and modal loader awaits its groups with its own code, so no screen
 * renders a key before its text; an EN visitor fetches only the groups of the pages they open, and never
 * another language's.
 */
export function ensureTexts(...groups: TextGroup[]): Promise<unknown> {
  for (const group of groups) asked.add(group);
  const languages = new Set<LanguageCode>([DEFAULT_LANGUAGE, resolveLanguage(i18n.language)]);
  return Promise.all([...languages].flatMap((code) => groups.map((group) => loadGroup(code, group))));
}

/** Every group of screen texts at once: for tests and tools that render screens outside their routes. */
export async function ensureScreenTexts(): Promise<void> {
  await ensureTexts(...TEXT_GROUPS);
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

/** Fetches a language's shell texts and every group asked for so far, before anything switches to it. */
export async function ensureLanguage(code: LanguageCode): Promise<void> {
  const groups: Array<TextGroup | 'shell'> = ['shell', 'site', ...asked];
  await Promise.all([...new Set(groups)].map((group) => loadGroup(code, group)));
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
