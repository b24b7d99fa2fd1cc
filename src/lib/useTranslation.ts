import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

function subscribe(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
}

function currentLanguage(): string {
  return i18n.language;
}

/**
 * The app's texts in the UI language, rendering again when it changes. Our
 * own few lines over i18next's events instead of react-i18next, whose
 * providers, Trans and Suspense modes the app never used but every visitor
 * downloaded: texts are in memory before any screen renders (lib/i18n.ts).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  // A new function per language, so memoised children that take `t` render again.
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, i18n };
}
