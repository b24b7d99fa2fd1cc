import { useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../../src/app/routes';
import { SessionBootstrap } from '../../src/app/SessionBootstrap';
import { SystemGate } from '../../src/features/system';

/**
 * The whole app as `App` renders it (system gate, session bootstrap, the
 * real route table and layouts), on a memory router at `route`. The
 * providers come from .storybook/preview.tsx.
 */
export function StoryApp({ route = '/' }: { route?: string }) {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [route] }), [route]);
  return (
    <SystemGate>
      <SessionBootstrap>
        <RouterProvider router={router} />
      </SessionBootstrap>
    </SystemGate>
  );
}
