/** The agent door: the /agent login page and the /agentHome back-office home. */
export { AgentDoor } from './AgentDoor';
export { AgentHome } from './AgentHome';
