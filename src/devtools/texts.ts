import type { i18n as I18n } from 'i18next';
import en from '../../locales/en/devtools.json';
import ty from '../../locales/ty/devtools.json';

/**
 * The QA toolbar's own texts, in their own area file: the toolbar ships only
 * with `start` and the demo, so players' builds never carry its words.
 */
export function registerDevtoolsTexts(i18n: I18n): void {
  i18n.addResourceBundle('EN', 'translation', en, true, false);
  i18n.addResourceBundle('TY', 'translation', ty, true, false);
}
