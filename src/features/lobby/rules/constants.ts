import { HOME_SECTION_SIZE, LOBBY_PAGE_SIZE, SUPPORTED_LANGUAGES, COCKFIGHT_HOME_CAP } from '@contracts/shared/constants';

export { COCKFIGHT_HOME_CAP, HOME_SECTION_SIZE, LOBBY_PAGE_SIZE };

/** Game name search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 250;

/** SPEC §2 extra filter categories (gameClassify); bingo only when TY is supported. */
export const EXTRA_CATEGORIES = [
  'SCRATCH',
  'VIDEO_POKER',
  'JACKPOT',
  'TABLE',
  'ARCADE',
  ...((SUPPORTED_LANGUAGES as readonly string[]).includes('TY') ? (['BINGO'] as const) : []),
] as const;
export type ExtraCategory = (typeof EXTRA_CATEGORIES)[number];

/**
 * Filter types the list serves: ALL (G1) and HOT (G2 for the type and vendor). FAV and RECENT are
 * the vendor menu's own entries. SPEC's NEW has no field on the platform's game list (G1), so no
 * NEW button is offered.
 */
export const LIST_FILTER_TYPES = ['ALL', 'HOT'] as const;
export type ListFilterType = (typeof LIST_FILTER_TYPES)[number];

/** The vendor menu's fixed entries before the vendors. */
export const VIEW_RECENT = 'recent';
export const VIEW_FAVOURITE = 'favorite';
