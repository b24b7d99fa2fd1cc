import type { LanguageCode } from '../languages';
import type { translation as en } from './en';
import { shellTranslation } from './en-shell';

/** One language's texts: the merged area files of locales/<lang>/. */
export type Translation = typeof en;

/**
 * The groups of area files a language's texts arrive in, each a lazy file of its own (`locale-<LANG>-<group>`):
 * - `site`: what the layout, home, lobby, forms and modals say, awaited by every route and modal;
 * - `centre`: the records and the points mall, missions and referral, awaited by the centres' routes and the
 *   mall's redeem modal;
 * - `agent`: the agent door and back office, awaited by the agent routes and the contract modal.
 * The shell's texts (common.json) come first: EN's in the initial load, another language's (in its site file)
 * before its first paint.
 */
export const TEXT_GROUPS = ['site', 'centre', 'agent'] as const;
export type TextGroup = (typeof TEXT_GROUPS)[number];

type Texts = Partial<Translation>;

/**
 * How each supported language's groups arrive. A new entry in SUPPORTED_LANGUAGES fails to compile until it
 * gets its loaders here.
 */
const TEXT_LOADERS: Record<LanguageCode, Record<TextGroup | 'shell', () => Promise<Texts>>> = {
  EN: {
    shell: () => Promise.resolve(shellTranslation),
    site: () => import(/* webpackChunkName: "locale-EN-site" */ './en-site').then((module) => module.texts),
    centre: () => import(/* webpackChunkName: "locale-EN-centre" */ './en-centre').then((module) => module.texts),
    agent: () => import(/* webpackChunkName: "locale-EN-agent" */ './en-agent').then((module) => module.texts),
  },
  TY: {
    // TY's shell texts ride in its site file: a TY visitor's first paint waits for them, and its first route for the site group.
    shell: () => import(/* webpackChunkName: "locale-TY-site" */ './ty-site').then((module) => module.shell),
    site: () => import(/* webpackChunkName: "locale-TY-site" */ './ty-site').then((module) => module.texts),
    centre: () => import(/* webpackChunkName: "locale-TY-centre" */ './ty-centre').then((module) => module.texts),
    agent: () => import(/* webpackChunkName: "locale-TY-agent" */ './ty-agent').then((module) => module.texts),
  },
};

/** EN's shell areas ride in the initial load; its other groups follow lazily (loadTexts). */
export const bundledLanguage = { code: 'EN', translation: shellTranslation } as const satisfies { code: LanguageCode; translation: Texts };

/** One group of a language's texts. */
export function loadTexts(code: LanguageCode, group: TextGroup | 'shell'): Promise<Texts> {
  return TEXT_LOADERS[code][group]();
}

/** A language's whole texts, every group merged (tools and tests; the app loads the groups it needs). */
export async function loadTranslation(code: LanguageCode): Promise<Translation> {
  const parts = await Promise.all((['shell', ...TEXT_GROUPS] as const).map((group) => loadTexts(code, group)));
  return Object.assign({}, ...parts) as Translation;
}
