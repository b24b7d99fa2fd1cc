import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { StatusValue } from '../../../contracts/system';
import { brand } from '../../lib/brand';
import { callRoute, contract, routeKey, routeQueryOptions, type ApiError } from '../../lib/api';
import { selectCountries, selectPublicState, selectRegister, type Countries, type PublicState } from './rules/publicState';

/**
 * The start-up status (WIRE.md §6.2 Y1, SPEC §4: fetched first, then the app renders). The client
 * adds `url=<location.host>` itself (contracts/shared/spec-calls.ts). The gate waits for this call
 * only, so the app starts against any platform that answers it.
 */
const STATUS_ARGS = { query: {} };

export const statusQuery = () =>
  queryOptions<StatusValue, ApiError>({
    queryKey: routeKey(contract.system.status, STATUS_ARGS),
    queryFn: ({ signal }) => callRoute(contract.system.status, STATUS_ARGS, { signal }),
    retry: 1,
    retryDelay: 400,
    staleTime: 5 * 60_000,
  });

/** The public state of a status answer, the brand filling what the answer cannot give. Stable, so TanStack memoises it. */
export const toPublicState = (value: StatusValue): PublicState => selectPublicState(value, brand);

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

/** WIRE.md §6.2 Y4: the dialling codes (the default country first) and the currency. */
export const countriesQuery = () => ({ ...routeQueryOptions(contract.system.countries), staleTime: 10 * 60_000 });

export function useCountries(): Countries | null {
  return useQuery({ ...countriesQuery(), select: selectCountries }).data ?? null;
}

const currencySymbolOf = (value: Parameters<typeof selectCountries>[0]) => selectCountries(value).currencySymbol;

/** SPEC §3 currencySymbol: the country call's (WIRE.md Y4), else the brand's, which defaults to "$". */
export function useCurrencySymbol(): string {
  const { data } = useQuery({ ...countriesQuery(), select: currencySymbolOf });
  return data || brand.currencySymbol;
}

const selectRegisterFields = (value: Parameters<typeof selectRegister>[0]) => selectRegister(value);

/**
 * WIRE.md §6.2 Y3, fetched when the registration form opens (the status's copy may be minutes old):
 * the field configs and the fallback pattern messages the form validates with.
 */
export function useRegisterFields() {
  return useQuery({ ...routeQueryOptions(contract.system.registerSettings), staleTime: 60_000, select: selectRegisterFields });
}

export interface DropMenuEntry {
  code: string;
  name: string;
}

/** SPEC §7's form drop menu of group gamingvenue (the registration's gaming venue picker), in the back office's order. */
export function useGamingVenues(): { entries: readonly DropMenuEntry[]; isPending: boolean } {
  const menu = useQuery({
    ...routeQueryOptions(contract.system.formDropMenu, { query: { menuGroup: 'gamingvenue' } }),
    staleTime: 10 * 60_000,
    select: (value) => [...value.list].sort((a, b) => a.sort - b.sort).map(({ code, name }) => ({ code, name })),
  });
  return { entries: menu.data ?? [], isPending: menu.isPending };
}

/** The nationalities the KYC form offers: the keys the backend that checks them knows, with their names. */
export function useNationalities(): { options: ReadonlyArray<{ value: string; label: string }>; isPending: boolean } {
  const list = useQuery({
    ...routeQueryOptions(contract.system.nationalities),
    staleTime: Infinity,
    select: (value) => value.map((entry) => ({ value: entry.key, label: entry.name })),
  });
  return { options: list.data ?? [], isPending: list.isPending };
}
