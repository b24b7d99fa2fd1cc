import { translation as en } from './en';
import { translation as ty } from './ty';
import enDevtools from '@locales/en/devtools.json';
import tyDevtools from '@locales/ty/devtools.json';

/**
 * Both languages at once, bundled, with the QA toolbar's texts: for tests and tools that read the texts
 * synchronously. The app never imports this file (it loads TY lazily through
 * ./index.ts), so TY stays out of its initial load.
 */
export const resources = {
  EN: { translation: { ...en, ...enDevtools } },
  TY: { translation: { ...ty, ...tyDevtools } },
} as const;
