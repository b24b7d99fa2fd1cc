import { screenTranslation } from './en-screens';
import { shellTranslation } from './en-shell';

/**
 * Every EN area file (locales/en/<area>.json but devtools.json, which only the
 * QA toolbar registers) merged into the one i18next namespace; each file owns
 * its own top-level keys. The app bundles the shell's part and loads the rest
 * lazily (./index.ts); this whole form is for switching back to EN and for tests.
 */
export const translation = { ...shellTranslation, ...screenTranslation };
