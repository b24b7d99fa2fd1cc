/**
 * SPEC §2 Modals: the member-centre and agent-centre quick views, each linking to its full centre. `api.ts`,
 * `screens/` (the two modals). No components or rules: the modals show the member's and the agent's own
 * summaries, read through their features' faces.
 */
export { MemberCentreModal } from './screens/MemberCentreModal';
export { AgentCentreModal } from './screens/AgentCentreModal';
export { loadMemberCentreModal, loadAgentCentreModal } from './lazy';
