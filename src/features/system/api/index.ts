import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StatusValue } from '@contracts/system';
import { brand } from '@/lib/brand';
import { callRoute, contract, routeQueryKey, type ApiError } from '@/lib/api';
import type { PublicState } from '../rules/publicState';
import { loadStatusRules, statusRules } from './statusRules';

/**
 * The start-up status (WIRE.md §6.2 Y1, SPEC §4: fetched first, then the app renders). The client
 * adds `url=<location.host>` itself (contracts/shared/spec-calls.ts). The gate waits for this call
 * only, so the app starts against any platform that answers it.
 */
const STATUS_ARGS = { query: {} };

export const statusQuery = () =>
  queryOptions<StatusValue, ApiError>({
    queryKey: routeQueryKey(contract.system.status, STATUS_ARGS),
    // The answer counts once the selects that read it are here too: they load in parallel with it.
    queryFn: async ({ signal }) => (await Promise.all([callRoute(contract.system.status, STATUS_ARGS, { signal }), loadStatusRules()]))[0],
    retry: 1,
    retryDelay: 400,
    staleTime: 5 * 60_000,
  });

/**
 * The public state of a status answer, the brand filling what the answer cannot give. Stable, so
 * TanStack memoises it. Null only before the selects' code is here (a status set from outside the
 * gate's query).
 */
export const toPublicState = (value: StatusValue): PublicState | null => statusRules()?.selectPublicState(value, brand) ?? null;

/** The whole status query, for the gate that waits on it. */
export function useStatusQuery() {
  return useQuery(statusQuery());
}

/**
 * WIRE.md §6.2: the status is polled again, silently, whenever the tab becomes visible; a failure
 * changes nothing (the last answer stands), a maintenance or a region block now shows its page.
 * A call of its own rather than a refetch of the query: a refetch would run the query's own
 * function, which is not silent.
 */
export async function refreshStatusSilently(queryClient: QueryClient): Promise<void> {
  try {
    const value = await callRoute(contract.system.status, STATUS_ARGS, { silent: true });
    queryClient.setQueryData(statusQuery().queryKey, value);
  } catch {
    // Silent by definition (WIRE.md §4.5): the caller decides, and here the last answer stands.
  }
}

/**
 * SPEC §3 public state from the status answer. Null only before the gate let the app render (or
 * in a component mounted outside it).
 */
export function usePermission(): PublicState | null {
  return useQuery({ ...statusQuery(), select: toPublicState }).data ?? null;
}

/** For code outside React (the login sequence): the public state of the status the gate already loaded. */
export function readPermission(queryClient: QueryClient): PublicState | null {
  const value = queryClient.getQueryData(statusQuery().queryKey);
  return value ? toPublicState(value) : null;
}

