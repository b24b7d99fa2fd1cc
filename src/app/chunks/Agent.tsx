import { AgentDoor } from '../../features/agent/AgentDoor';
import { AgentHome } from '../../features/agent/AgentHome';
import { useRouteMeta } from '../routeMeta';

/**
 * The Agent screen group (SPEC §4 chunk loading): /agent, and the agent
 * centre at /agentHome?page=<name> (the route has already sent an unknown
 * name to agentTeamOverview). Until the agent pages are built, each shows the
 * back-office summary.
 */
export function Component() {
  const meta = useRouteMeta();
  return meta.name === 'agentHome' ? <AgentHome /> : <AgentDoor />;
}
