/** Refer a friend (member centre page referral): code, link, invited friends, earnings and rules. */
export { Referral } from './screens/Referral';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadReferral = () => import(/* webpackChunkName: "member.referral" */ './screens/Referral').then((module) => module.Referral);
