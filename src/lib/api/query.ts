import { queryOptions, useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import { callRoute, type CallArgs, type RouteArgs, type RouteValue } from './client';
import type { ApiError } from './errors';

/**
 * Query keys derive from the route and its arguments, never hand-written:
 * `['GET', '/wps/member/info', {}]`. Invalidate a route with `[method, path]`.
 */
export function routeKey<R extends AppRoute>(route: R, args?: RouteArgs<R>) {
  return [route.method, route.path, args ?? {}] as const;
}

/** The key prefix every call of a route shares, whatever its args: invalidate it to refetch them all. */
export function routeKeyPrefix(route: Pick<AppRoute, 'method' | 'path'>) {
  return [route.method, route.path] as const;
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
