/** My account (securityCenter, SPEC §2): the member centre's default page. */
export { SecurityCenter } from './screens/SecurityCenter';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadSecurityCenter = () => import(/* webpackChunkName: "member.securityCenter" */ './screens/SecurityCenter').then((module) => module.SecurityCenter);
