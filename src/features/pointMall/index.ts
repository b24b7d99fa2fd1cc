/** The points mall (/pointMall): catalogue and redeem, history, points details, rules, rates and conversion. */
export { PointMall } from './screens/PointMall';
export { RedeemModal } from './components/RedeemModal';
export { loadRedeemModal } from './lazy';
