import { translation as en } from './en';
import { translation as ty } from './ty';

/**
 * Both languages at once, bundled: for tests and tools that read the texts
 * synchronously. The app never imports this file (it loads TY lazily through
 * ./index.ts), so TY stays out of its initial load.
 */
export const resources = {
  EN: { translation: en },
  TY: { translation: ty },
} as const;
