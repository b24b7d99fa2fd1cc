/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadMemberPromotions = () => import(/* webpackChunkName: "member.promotions" */ './screens/MemberPromotions').then((module) => module.MemberPromotions);
export const loadManualRebate = () => import(/* webpackChunkName: "member.manualRebate" */ './screens/ManualRebate').then((module) => module.ManualRebate);
export const loadRedEnvelope = () => import(/* webpackChunkName: "member.redEnvelope" */ './screens/RedEnvelope').then((module) => module.RedEnvelope);
