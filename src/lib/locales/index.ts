import type { LanguageCode } from '../languages';
import type { translation as en } from './en';
import { shellTranslation } from './en-shell';

/** One language's texts: the merged area files of locales/<lang>/. */
export type Translation = typeof en;

/**
 * How each supported language's texts arrive. EN, the default and fallback,
 * is bundled; every other language is a lazy file of its own, fetched when a
 * visitor starts in it or switches to it. A new entry in
 * SUPPORTED_LANGUAGES fails to compile until it gets a loader here.
 */
const LOADERS: Record<LanguageCode, () => Promise<Translation>> = {
  EN: () => import('./en').then((module) => module.translation),
  TY: () => import(/* webpackChunkName: "locale-TY" */ './ty').then((module) => module.translation),
};

/** EN's shell areas ride in the initial load; its screen areas follow in one lazy file (loadScreenTranslation). */
export const bundledLanguage = { code: 'EN', translation: shellTranslation } as const satisfies { code: LanguageCode; translation: Partial<Translation> };

/** The EN areas of lazy screens and modals (./en-screens.ts). */
export function loadScreenTranslation(): Promise<Partial<Translation>> {
  return import(/* webpackChunkName: "locale-EN-screens" */ './en-screens').then((module) => module.screenTranslation);
}

export function loadTranslation(code: LanguageCode): Promise<Translation> {
  return LOADERS[code]();
}
