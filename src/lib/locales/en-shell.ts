import common from '../../../locales/en/common.json';

/**
 * The only EN texts in the initial load: what can show before any route has
 * loaded (the start-up spinner and gate pages, the route error page, toasts of
 * errors, the session-switch question). Everything a routed screen says comes
 * with ./en-screens.ts, which every route and modal loader awaits.
 */
export const shellTranslation = { ...common };
