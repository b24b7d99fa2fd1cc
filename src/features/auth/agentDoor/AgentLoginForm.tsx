import { UsernameLoginForm } from '../login/components/UsernameLoginForm';

/**
 * The agent door's login form (SPEC §2 /agent): the username form that logs in as an agent (a member
 * type that is not an agent's is refused, error_not_agent) and has no remember box.
 */
export function AgentLoginForm() {
  return <UsernameLoginForm agent remember={false} />;
}
