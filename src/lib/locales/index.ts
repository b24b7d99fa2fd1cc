import type { LanguageCode } from '../languages';
import { translation as en } from './en';

/** One language's texts: the merged area files of locales/<lang>/. */
export type Translation = typeof en;

/**
 * How each supported language's texts arrive. EN, the default and fallback,
 * is bundled; every other language is a lazy file of its own, fetched when a
 * visitor starts in it or switches to it. A new entry in
 * SUPPORTED_LANGUAGES fails to compile until it gets a loader here.
 */
const LOADERS: Record<LanguageCode, () => Promise<Translation>> = {
  EN: () => Promise.resolve(en),
  TY: () => import(/* webpackChunkName: "locale-TY" */ './ty').then((module) => module.translation),
};

export const bundledLanguage = { code: 'EN', translation: en } as const satisfies { code: LanguageCode; translation: Translation };

export function loadTranslation(code: LanguageCode): Promise<Translation> {
  return LOADERS[code]();
}
