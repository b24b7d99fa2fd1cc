import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { bindSession, useMember } from '../features/session';
import { clearSession, session } from '../lib/state/session';
import { sessionStore } from '../lib/storage';

/** The question is rare (a link for another account): its dialog loads only when it is asked. */
const SessionSwitchDialog = lazy(() => import('./SessionSwitchDialog'));

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
  import('../features/auth/afterLogin')
    .then(({ enterSession }) => enterSession(queryClient, { token }))
    .catch(() => undefined);
}

/**
 * SPEC §4: a token in session storage or the query string loads member info
 * on start, through the same sequence as every login. A URL token never
 * silently replaces a different session this tab holds: the user is asked.
 */
export function useSessionBootstrap(): { offered: string | null; accept: () => void; decline: () => void } {
  const queryClient = useQueryClient();
  const [offered, setOffered] = useState<string | null>(null);
  useEffect(() => {
    const unbind = bindSession(queryClient);
    const fromUrl = takeUrlToken();
    const held = session.token;
    if (fromUrl && held && fromUrl !== held) setOffered(fromUrl);
    const token = held ?? fromUrl;
    if (token) resume(queryClient, token);
    return unbind;
  }, [queryClient]);
  return {
    offered,
    accept: () => {
      if (!offered) return;
      setOffered(null);
      clearSession();
      resume(queryClient, offered);
    },
    decline: () => setOffered(null),
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
          <SessionSwitchDialog account={member?.account ?? sessionStore.get('username') ?? ''} onSwitch={accept} onKeep={decline} />
        </Suspense>
      ) : null}
    </>
  );
}
