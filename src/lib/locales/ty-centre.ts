import records from '@locales/ty/records.json';
import mall from '@locales/ty/mall.json';

/**
 * TY's "centre" texts: the records and the points mall, missions and referral pages: the member centre's, the mall's and the agent
 * centre's screens (which reuse the records' parts). A lazy file of its own (./index.ts TEXT_LOADERS), fetched by the
 * routes and modals that speak it (src/lib/i18n.ts ensureTexts).
 */
export const texts = { ...records, ...mall };
