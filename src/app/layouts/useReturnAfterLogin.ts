import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLoginState } from '../../features/session';

/**
 * The route guard sends a guest to /login with the page they wanted in
 * `state.from`; once they log in there, they land on that page (a lottery
 * page, /member, ...). Agents are sent to /agentHome by the login itself.
 */
export function useReturnAfterLogin(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { isLogin, isAgent } = useLoginState();
  const from = (location.state as { from?: unknown } | null)?.from;
  useEffect(() => {
    if (location.pathname !== '/login' || !isLogin || isAgent) return;
    if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')) void navigate(from, { replace: true });
  }, [from, isAgent, isLogin, location.pathname, navigate]);
}
