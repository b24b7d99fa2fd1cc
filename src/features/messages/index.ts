/** Platform messages (SPEC §2 messageV2): the inbox page of the member centre, reused by the agent centre. */
export { Messages } from './screens/Messages';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadMessages } from './lazyScreens';
export { loadNewestUnreadToast } from './lazy';
