import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { configureApi, removeMemberData } from '../../lib/api';
import { clearSession, session } from '../../lib/state/session';
import { openModal, showToast } from '../../lib/state/ui';
import { readLoginState } from './api';

let bound: QueryClient | null = null;

/**
 * The query client of the mounted app, for code that has no React context of
 * its own: the test harness reads the login state and favourites through it.
 */
export function sessionQueryClient(): QueryClient {
  if (!bound) throw new Error('No app is mounted: bindSession() was not called');
  return bound;
}

/**
 * SPEC §8 'You are not logged in, please login' for a session the server
 * ended while the app believed it was logged in: the session goes, the login
 * popup opens, and the page stays where it is. A token refused before it
 * ever logged in (a stale stored one) is dropped silently.
 */
function expireSession(queryClient: QueryClient, refusedToken: string): void {
  // An answer to an older token (a request in flight across a logout or a switch) changes nothing.
  if (refusedToken !== session.token) return;
  const wasLoggedIn = readLoginState(queryClient).isLogin;
  clearSession();
  if (!wasLoggedIn) return;
  showToast('errors.notLoggedIn', 'warning');
  openModal('login');
}

/**
 * Ties the session token to the query cache for one mounted app: member data
 * never outlives the token it was loaded with (logout, expiry, switching
 * accounts), and a refused token ends the session. Returns the unbinding.
 */
export function bindSession(queryClient: QueryClient): () => void {
  bound = queryClient;
  // In sync, so that a new token's first query never meets the last member's answers.
  const unsubscribe = subscribeKey(session, 'token', () => removeMemberData(queryClient), true);
  configureApi({ onSessionRefused: (token) => expireSession(queryClient, token) });
  return () => {
    unsubscribe();
    configureApi({ onSessionRefused: undefined });
    if (bound === queryClient) bound = null;
  };
}
