import { AgentDoor, AgentHome } from '../../features/agent';
import { useRouteMeta } from '../routeMeta';

/** The Agent screen group (SPEC §4 chunk loading), loaded lazily: /agent and /agentHome. */
export function Component() {
  const meta = useRouteMeta();
  return meta.name === 'agentHome' ? <AgentHome /> : <AgentDoor />;
}
