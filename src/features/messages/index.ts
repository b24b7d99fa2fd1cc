/**
 * Platform messages (SPEC §2 messageV2): the inbox page of the member centre, reused by the agent centre. `api.ts`,
 * `screens/`, `components/`. No `rules/`: reading a message is the api's select, and the inbox has no rule of its own.
 */
export { Messages } from './screens/Messages';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadMessages } from './lazyScreens';
export { loadNewestUnreadToast } from './lazy';
