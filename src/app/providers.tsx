import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api';
import { coalescingScheduler } from '../lib/coalescingScheduler';

notifyManager.setScheduler(coalescingScheduler());

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Refusals are answers, not outages: only retry the network once.
        retry: (failures, error) => failures < 1 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
      },
    },
  });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}
