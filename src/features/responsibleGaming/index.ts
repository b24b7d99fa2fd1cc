/**
 * The responsible-gaming centre (issue 16, beyond SPEC): the member-centre
 * page, the reality-check modal and the watcher the main layout mounts.
 */
export { ResponsibleGaming } from './screens/ResponsibleGaming';
export { RealityCheckModal } from './components/RealityCheckModal';
export { RgWatch } from './components/RgWatch';
export { DepositGate } from './components/DepositGate';
export { PointsMoneyValue } from './components/PointsMoneyValue';
