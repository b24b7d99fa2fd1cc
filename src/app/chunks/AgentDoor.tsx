/** The agent door (SPEC §2 /agent): the agents' login page, a chunk apart from the agent centre it opens onto. */
export { AgentDoor as Component } from '@/features/agent';
