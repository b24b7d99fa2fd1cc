/** My account (securityCenter, SPEC §2): the member centre's default page. */
export { SecurityCenter } from './screens/SecurityCenter';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadSecurityCenter } from './lazyScreens';
