import { queryOptions, useMutation, useQuery, type QueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '../../../contracts';
import { listRoutes } from '../../../contracts/shared/routes';
import { callRoute, routeKeyOf, type CallArgs, type RouteArgs, type RouteValue } from './client';
import type { ApiError } from './errors';

/** The contract key as a key prefix: `favourites.list` → `['favourites', 'list']`. */
export function routeKeyPrefix(route: AppRoute): readonly string[] {
  return routeKeyOf(route).split('.');
}

/**
 * Query keys derive from the contract key and the call's arguments, never
 * hand-written: `['favourites', 'list', { query: … }]`. Invalidate a route with
 * `routeKeyPrefix(route)`, a whole domain with `domainKey('favourites')`.
 */
export function routeKey<R extends AppRoute>(route: R, args?: RouteArgs<R>): readonly [...string[], RouteArgs<R> | Record<string, never>] {
  return [...routeKeyPrefix(route), args ?? {}];
}

/** Every query of one contract domain (`member`, `favourites`, …). */
export function domainKey(domain: string): readonly [string] {
  return [domain];
}

/** Contract keys of the routes that need the session token: their answers are member data. */
const tokenRoutes = new Set(listRoutes(contract).filter(({ meta }) => meta.token).map(({ key }) => key));

/** True for the cache entry of a token route (`['member', 'getInfo', {}]`, `['wallet', 'getBalance', {}]`, …). */
export function isMemberDataKey(queryKey: QueryKey): boolean {
  const parts = queryKey.filter((part): part is string => typeof part === 'string');
  return tokenRoutes.has(parts.join('.'));
}

/** Drops every cached answer of a token route: the next member must never see the last one's data. */
export function removeMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isMemberDataKey(query.queryKey) });
}

export function routeQueryOptions<R extends AppRoute>(route: R, args?: RouteArgs<R>) {
  return queryOptions<RouteValue<R>, ApiError, RouteValue<R>, ReturnType<typeof routeKey<R>>>({
    queryKey: routeKey(route, args),
    queryFn: ({ signal }) => callRoute(route, ...([args, signal] as unknown as CallArgs<R>)),
  });
}

type QueryOptionsFor<R extends AppRoute> = Omit<
  UseQueryOptions<RouteValue<R>, ApiError, RouteValue<R>, ReturnType<typeof routeKey<R>>>,
  'queryKey' | 'queryFn'
>;

/** Arguments may be left out only when the route has no required ones. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
type ArgsTuple<R extends AppRoute, Rest extends unknown[]> = {} extends RouteArgs<R>
  ? [args?: RouteArgs<R>, ...Rest]
  : [args: RouteArgs<R>, ...Rest];

export function useRouteQuery<R extends AppRoute>(route: R, ...[args, options]: ArgsTuple<R, [options?: QueryOptionsFor<R>]>) {
  return useQuery({ ...routeQueryOptions(route, args), ...options });
}

export function useRouteMutation<R extends AppRoute>(
  route: R,
  options?: Omit<UseMutationOptions<RouteValue<R>, ApiError, RouteArgs<R>>, 'mutationFn'>,
) {
  return useMutation<RouteValue<R>, ApiError, RouteArgs<R>>({
    mutationFn: (args) => callRoute(route, ...([args] as unknown as CallArgs<R>)),
    ...options,
  });
}
