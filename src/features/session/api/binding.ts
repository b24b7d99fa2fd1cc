import type { QueryClient } from '@tanstack/react-query';
import { subscribeKey } from 'valtio/utils';
import { configureApi, removeMemberData } from '@/lib/api';
import { session } from '@/lib/state/session';

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
 * Ties the session token to the query cache for one mounted app: member data
 * never outlives the token it was loaded with (logout, expiry, switching
 * accounts), and the failures WIRE.md §4.4 gives the pipeline are carried out (a refused token ends
 * the session). Returns the unbinding.
 */
export function bindSession(queryClient: QueryClient): () => void {
  bound = queryClient;
  // In sync, so that a new token's first query never meets the last member's answers.
  const unsubscribe = subscribeKey(session, 'token', () => removeMemberData(queryClient), true);
  // The failure handling loads with the first failure: a session whose calls all succeed never downloads it.
  configureApi({ onFailure: async (report) => (await import('./failures')).handleFailure(queryClient, report) });
  return () => {
    unsubscribe();
    configureApi({ onFailure: undefined });
    if (bound === queryClient) bound = null;
  };
}
