import { useEffect, type ReactNode } from 'react';
import { callRoute, contract, isApiError } from '../lib/api';
import { clearSession, session, setLoggedIn, setToken } from '../lib/state/session';

/**
 * SPEC §4: a token in the query string or in session storage loads member
 * info on start; success sets logged in. A token the server refuses is dropped.
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const fromQuery = url.searchParams.get('token');
    if (fromQuery) {
      setToken(fromQuery);
      // Secrets stay out of URLs: drop it from the address bar once stored.
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url);
    }
    if (!session.token) return;
    callRoute(contract.member.getInfo)
      .then(setLoggedIn)
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401) clearSession();
      });
  }, []);
}

export function SessionBootstrap({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return <>{children}</>;
}
