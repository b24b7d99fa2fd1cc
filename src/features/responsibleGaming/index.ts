/**
 * The responsible-gaming centre (issue 16, beyond SPEC): the member-centre
 * page, the reality-check modal and the watcher the main layout mounts.
 */
export { ResponsibleGaming } from './screens/ResponsibleGaming';
export { RealityCheckModal } from './components/RealityCheckModal';
export { RgWatch } from './components/RgWatch';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadResponsibleGaming = () => import(/* webpackChunkName: "member.responsibleGaming" */ './screens/ResponsibleGaming').then((module) => module.ResponsibleGaming);
