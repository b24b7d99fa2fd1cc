import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SystemGate } from '../features/system';
import { Providers } from './providers';
import { routes } from './routes';
import { SessionBootstrap } from './SessionBootstrap';

export function App({ queryClient, basename = '/' }: { queryClient: QueryClient; basename?: string }) {
  const router = useMemo(() => createBrowserRouter(routes, { basename: basename.replace(/\/$/, '') || '/' }), [basename]);
  return (
    <Providers queryClient={queryClient}>
      <SystemGate>
        <SessionBootstrap>
          <RouterProvider router={router} />
        </SessionBootstrap>
      </SystemGate>
    </Providers>
  );
}
