/**
 * The responsible-gaming centre (issue 16, beyond SPEC): the member-centre
 * page, the reality-check modal and the watcher the main layout mounts.
 */
export { ResponsibleGaming } from './screens/ResponsibleGaming';
export { RealityCheckModal } from './components/RealityCheckModal';
export { RgWatch } from './components/RgWatch';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadResponsibleGaming } from './lazyScreens';
export { DepositGate } from './components/DepositGate';
export { PointsMoneyValue } from './components/PointsMoneyValue';
export { loadRealityCheckModal, loadRgWatch } from './lazy';
