import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY_SYMBOL } from '../../../contracts/shared/constants';
import type { PermissionValue } from '../../../contracts/system';
import { contract, routeQueryOptions } from '../../lib/api';

/** The start-up permission call (SPEC §4: fetched first, then the app renders). */
export const permissionQuery = () => ({
  ...routeQueryOptions(contract.system.permission),
  retry: 1,
  retryDelay: 400,
  staleTime: 5 * 60_000,
});

/** The whole query, for the gate that waits on it. */
export function usePermissionQuery() {
  return useQuery(permissionQuery());
}

/**
 * SPEC §3 public state from the permission answer. Null only before the gate
 * let the app render (or in a component mounted outside it).
 */
export function usePermission(): PermissionValue | null {
  return useQuery(permissionQuery()).data ?? null;
}

/** SPEC §3 currencySymbol, with the contract's default until the permission answers. */
export function useCurrencySymbol(): string {
  const { data } = useQuery({ ...permissionQuery(), select: (value) => value.currencySymbol });
  return data || DEFAULT_CURRENCY_SYMBOL;
}

/** For code outside React (the login sequence): the permission the gate already loaded. */
export function readPermission(queryClient: QueryClient): PermissionValue | null {
  return queryClient.getQueryData(permissionQuery().queryKey) ?? null;
}
