import common from '@locales/en/common.json';

/**
 * The only EN texts in the initial load: what can show before any route has
 * loaded (the start-up spinner and gate pages, the route error page, toasts of
 * errors, the session-switch question). Everything a routed screen says comes
 * in the lazy groups of ./index.ts, which the route and modal loaders await.
 */
export const shellTranslation = { ...common };
