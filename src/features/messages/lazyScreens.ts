/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone. A module of their own, which the face only re-exports,
 * so importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadMessages = () => import(/* webpackChunkName: "member.messageV2" */ './screens/Messages').then((module) => module.Messages);
