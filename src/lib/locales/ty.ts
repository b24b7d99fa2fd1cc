import { texts as agent } from './ty-agent';
import { texts as centre } from './ty-centre';
import { shell, texts as site } from './ty-site';

/**
 * Every TY area file (but devtools.json, which only the QA toolbar registers) merged into the one i18next
 * namespace: for tests and tools. The app loads TY group by group (./index.ts), each a lazy file of its own,
 * so an EN visitor never downloads any of it.
 */
export const translation = { ...shell, ...site, ...centre, ...agent };
