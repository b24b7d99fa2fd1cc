/**
 * Lazy entry points of this feature for the app (modals, layout parts, route gates): each loads its
 * module on demand, a chunk of its own. A module of their own, which the face only re-exports, so
 * importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadMemberCentreModal = () => import('./screens/MemberCentreModal').then((module) => module.MemberCentreModal);
export const loadAgentCentreModal = () => import('./screens/AgentCentreModal').then((module) => module.AgentCentreModal);
