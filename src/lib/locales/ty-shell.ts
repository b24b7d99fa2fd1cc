import common from '../../../locales/ty/common.json';

/** TY's shell texts (what can show before any route has loaded): fetched before a TY visitor's first paint. */
export const texts = { ...common };
