/** Platform messages (SPEC §2 messageV2): the inbox page of the member centre, reused by the agent centre. */
export { Messages } from './screens/Messages';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadMessages = () => import(/* webpackChunkName: "member.messageV2" */ './screens/Messages').then((module) => module.Messages);
