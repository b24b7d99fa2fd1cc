import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract, routeQueryOptions } from '@/lib/api';

/**
 * What the agent centre's features share: the agent's own profile (the overview, the team pages) and the
 * reports' CSV page fetcher. The wire's paging (day ranges, pages) is ./rules/paging.ts.
 */

/** The agent's profile, contracts, affiliate code and team counts. */
export function useAgentAccount() {
  return useQuery({ ...routeQueryOptions(contract.agent.accountDetails), staleTime: 30_000 });
}

/** Fetches any page of a filter through the query cache, for the CSV export. */
export function usePageFetcher<Row>(
  fetchPage: (client: QueryClient, pageNo: number) => Promise<{ list: Row[]; totalPages: number }>,
  filter: object,
) {
  const client = useQueryClient();
  const key = JSON.stringify(filter);
  return useCallback(
    async (pageNo: number) => {
      const value = await fetchPage(client, pageNo);
      return { rows: value.list, totalPages: value.totalPages };
    },
    // The filter's content, not its identity, decides what is fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key],
  );
}
