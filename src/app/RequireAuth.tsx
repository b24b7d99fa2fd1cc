import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../lib/state/session';

/** SPEC §2 route guard: a route needing auth without a session token goes to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(session);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <>{children}</>;
}
