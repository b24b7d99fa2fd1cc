import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enAuth from '../../locales/en/auth.json';
import enLobby from '../../locales/en/lobby.json';
import enRegister from '../../locales/en/register.json';
import enCompliance from '../../locales/en/compliance.json';
import enMember from '../../locales/en/member.json';
import enAgent from '../../locales/en/agent.json';
import enCentres from '../../locales/en/centres.json';
import enGames from '../../locales/en/games.json';
import enNotices from '../../locales/en/notices.json';
import enLottery from '../../locales/en/lottery.json';
import tyCommon from '../../locales/ty/common.json';
import tyAuth from '../../locales/ty/auth.json';
import tyLobby from '../../locales/ty/lobby.json';
import tyRegister from '../../locales/ty/register.json';
import tyCompliance from '../../locales/ty/compliance.json';
import tyMember from '../../locales/ty/member.json';
import tyAgent from '../../locales/ty/agent.json';
import tyCentres from '../../locales/ty/centres.json';
import tyGames from '../../locales/ty/games.json';
import tyNotices from '../../locales/ty/notices.json';
import tyLottery from '../../locales/ty/lottery.json';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { languageTag, resolveLanguage, type LanguageCode } from './languages';
import { localStore } from './storage';
import { installValidationMessages } from './validation';

/**
 * One file per area and language (locales/<lang>/<area>.json), merged into a
 * single namespace: each file owns its own top-level keys.
 */
export const resources = {
  EN: { translation: { ...enCommon, ...enAuth, ...enLobby, ...enRegister, ...enCompliance, ...enMember, ...enAgent, ...enCentres, ...enGames, ...enNotices, ...enLottery } },
  TY: { translation: { ...tyCommon, ...tyAuth, ...tyLobby, ...tyRegister, ...tyCompliance, ...tyMember, ...tyAgent, ...tyCentres, ...tyGames, ...tyNotices, ...tyLottery } },
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
