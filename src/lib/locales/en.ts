import { texts as agent } from './en-agent';
import { texts as centre } from './en-centre';
import { shellTranslation } from './en-shell';
import { texts as site } from './en-site';

/**
 * Every EN area file (locales/en/<area>.json but devtools.json, which only the
 * QA toolbar registers) merged into the one i18next namespace; each file owns
 * its own top-level keys. The app bundles the shell's part and loads the rest
 * lazily, group by group (./index.ts); this whole form is for tests and tools.
 */
export const translation = { ...shellTranslation, ...site, ...centre, ...agent };
