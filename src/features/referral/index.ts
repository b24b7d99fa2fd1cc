/** Refer a friend (member centre page referral): code, link, invited friends, earnings and rules. */
export { Referral } from './screens/Referral';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadReferral } from './lazyScreens';
