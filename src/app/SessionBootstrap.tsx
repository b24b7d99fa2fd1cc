import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { loadAfterLogin } from '../features/auth';
import { bindSession, useMember } from '../features/session';
import { clearSession, session } from '../lib/state/session';
import { sessionStore } from '../lib/storage';

/** The questions are rare (a link with a token): their dialogs load only when one is asked. */
const SessionSwitchDialog = lazy(() => import('./SessionSwitchDialog'));
const SessionContinueDialog = lazy(() => import('./SessionContinueDialog'));

/** A `?token=` is read once and leaves the address bar at once: secrets stay out of URLs. */
function takeUrlToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url);
  return token;
}

function resume(queryClient: QueryClient, token: string): void {
  // A guest's first screen never needs the login sequence: it loads only when there is a token to resume.
  // A refused token is dropped by the session binding; a network failure leaves it for the next try.
  loadAfterLogin()
    .then(({ enterSession }) => enterSession(queryClient, { token }))
    .catch(() => undefined);
}

/** A `?token=` waiting for the user's answer; `switching` when this tab holds another session. */
export interface OfferedToken {
  token: string;
  switching: boolean;
}

/**
 * SPEC §4: a token in session storage or the query string loads member info on start, through the
 * same sequence as every login. A URL token never logs anyone in unasked: a tab with no session asks
 * "Continue as <nickname>?", a tab that holds a different session asks whether to switch.
 */
export function useSessionBootstrap(): { offered: OfferedToken | null; accept: () => void; decline: () => void } {
  const queryClient = useQueryClient();
  const [offered, setOffered] = useState<OfferedToken | null>(null);
  useEffect(() => {
    const unbind = bindSession(queryClient);
    const fromUrl = takeUrlToken();
    const held = session.token;
    if (fromUrl && fromUrl !== held) setOffered({ token: fromUrl, switching: held !== null });
    if (held) resume(queryClient, held);
    return unbind;
  }, [queryClient]);
  const decline = useCallback(() => setOffered(null), []);
  return {
    offered,
    accept: () => {
      if (!offered) return;
      setOffered(null);
      if (offered.switching) clearSession();
      resume(queryClient, offered.token);
    },
    decline,
  };
}

export function SessionBootstrap({ children }: { children: ReactNode }) {
  const { offered, accept, decline } = useSessionBootstrap();
  const member = useMember();
  return (
    <>
      {children}
      {offered ? (
        <Suspense fallback={null}>
          {offered.switching ? (
            <SessionSwitchDialog account={member?.account ?? sessionStore.get('username') ?? ''} onSwitch={accept} onKeep={decline} />
          ) : (
            <SessionContinueDialog token={offered.token} onContinue={accept} onDecline={decline} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
