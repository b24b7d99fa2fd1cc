/** SPEC §2 Modals: the member-centre and agent-centre quick views, each linking to its full centre. */
export { MemberCentreModal } from './MemberCentreModal';
export { AgentCentreModal } from './AgentCentreModal';
export { loadMemberCentreModal, loadAgentCentreModal } from './lazy';
