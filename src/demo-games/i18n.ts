import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../../locales/en/common.json';
import enGames from '../../locales/en/games.json';
import tyCommon from '../../locales/ty/common.json';
import tyGames from '../../locales/ty/games.json';
import { DEFAULT_LANGUAGE } from '../../contracts/shared/constants';
import { languageTag, resolveLanguage } from '../lib/languages';

/**
 * The game page's own small i18next: only the games texts and the common
 * error messages, in the language the launch URL names.
 */
export async function initGameI18n(language: string | null): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {
      EN: { translation: { ...enCommon, ...enGames } },
      TY: { translation: { ...tyCommon, ...tyGames } },
    },
    lng: resolveLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = languageTag(instance.language);
  return instance;
}
