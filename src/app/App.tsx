import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { SystemGate } from '../features/system';
import { CLOCK_CAN_MOVE } from '../lib/clock';
import { FollowClock } from './FollowClock';
import { Providers } from './providers';
import { routes } from './routes';
import { SessionBootstrap } from './SessionBootstrap';

type CreateRouter = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

interface AppProps {
  queryClient: QueryClient;
  basename?: string;
  /** Tests and stories pass a memory router. */
  createRouter?: CreateRouter;
}

export function App({ queryClient, basename = '/', createRouter }: AppProps) {
  const router = useMemo(
    () => (createRouter ? createRouter(routes) : createBrowserRouter(routes, { basename: basename.replace(/\/$/, '') || '/' })),
    [basename, createRouter],
  );
  return (
    <Providers queryClient={queryClient}>
      {CLOCK_CAN_MOVE ? <FollowClock /> : null}
      <SystemGate>
        <SessionBootstrap>
          <RouterProvider router={router} />
        </SessionBootstrap>
      </SystemGate>
    </Providers>
  );
}
