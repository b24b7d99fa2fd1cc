import { queryOptions, useMutation, useQuery, useQueryClient, type MutationKey, type QueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { AppRoute } from '@ts-rest/core';
import { useId } from 'react';
import { callRoute, routeEntries, routeKeyOf, type CallArgs, type RouteArgs, type RouteValue } from './client';
import type { ApiError } from './errors';
import type { FlowStop } from './flowStop';
import { routeFlags } from './routeFlags';

/** The contract key as a key prefix: `favourites.list` → `['favourites', 'list']`. */
export function routeQueryKeyPrefix(route: AppRoute): readonly string[] {
  return routeKeyOf(route).split('.');
}

/**
 * Query keys derive from the contract key and the call's arguments, never
 * hand-written: `['favourites', 'list', { query: … }]`. Invalidate a route with
 * `routeQueryKeyPrefix(route)`, a whole domain with `domainKey('favourites')`.
 */
export function routeQueryKey<R extends AppRoute>(route: R, args?: RouteArgs<R>): readonly [...string[], RouteArgs<R> | Record<string, never>] {
  return [...routeQueryKeyPrefix(route), args ?? {}];
}

/** Every query of one contract domain (`member`, `favourites`, …). */
export function domainKey(domain: string): readonly [string] {
  return [domain];
}

/** Contract keys of the routes that need the session token: their answers are member data. */
const tokenRoutes = new Set(routeEntries().filter(([route]) => routeFlags(route).token).map(([, key]) => key));

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
  return queryOptions<RouteValue<R>, ApiError, RouteValue<R>, ReturnType<typeof routeQueryKey<R>>>({
    queryKey: routeQueryKey(route, args),
    queryFn: ({ signal }) => callRoute(route, ...([args, signal] as unknown as CallArgs<R>)),
  });
}

type QueryOptionsFor<R extends AppRoute> = Omit<
  UseQueryOptions<RouteValue<R>, ApiError, RouteValue<R>, ReturnType<typeof routeQueryKey<R>>>,
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

interface RouteMutationExtras {
  /** Routes whose cached answers this write changes: every call of them is invalidated once it succeeds. */
  invalidates?: ReadonlyArray<AppRoute>;
  /**
   * While a call is pending, `mutate` ignores another start (a double click sends one request). The
   * check reads the mutation cache, not the last render, so it holds between a click and the re-render.
   * Calls share the guard through `mutationKey` when one is given, else per hook.
   */
  exclusive?: boolean;
}

/** A write whose input is the screen's own shape may stop on its own before its call (FlowStop). */
type WriteError<R extends AppRoute, TInput> = [TInput] extends [RouteArgs<R>] ? ApiError : ApiError | FlowStop;

export type RouteMutationOptions<R extends AppRoute, TInput = RouteArgs<R>, TContext = unknown> = Omit<
  UseMutationOptions<RouteValue<R>, WriteError<R, TInput>, TInput, TContext>,
  'mutationFn'
> &
  RouteMutationExtras & {
    /**
     * The route's arguments for an input in the screen's own shape. It may await steps the write needs
     * first (a check, a token); throwing a FlowStop ends the flow there without calling the route.
     */
    toArgs?: (input: TInput) => RouteArgs<R> | Promise<RouteArgs<R>>;
  } & ([TInput] extends [RouteArgs<R>] ? unknown : { toArgs: unknown });

/**
 * One contract write as a TanStack mutation: the screen reads `isPending` and `error` and adds its
 * UX callbacks; the feature's api.ts owns the cache effects (`invalidates`, `onMutate`, `onSuccess`).
 * A hook-level `onSuccess` that returns a promise keeps the mutation pending until it settles, so a
 * flow's follow-up steps (log in again, after-login) count as part of the write.
 */
export function useRouteMutation<R extends AppRoute, TInput = RouteArgs<R>, TContext = unknown>(
  route: R,
  options: RouteMutationOptions<R, TInput, TContext> = {} as RouteMutationOptions<R, TInput, TContext>,
) {
  const { toArgs, invalidates = [], exclusive = false, onSuccess, ...rest } = options;
  const client = useQueryClient();
  const instanceKey = useId();
  const mutationKey: MutationKey | undefined = rest.mutationKey ?? (exclusive ? [route.method, route.path, 'mutation', instanceKey] : undefined);
  const mutation = useMutation<RouteValue<R>, WriteError<R, TInput>, TInput, TContext>({
    ...rest,
    mutationKey,
    mutationFn: async (input) => {
      const args = toArgs ? await toArgs(input) : input;
      return callRoute(route, ...([args] as unknown as CallArgs<R>));
    },
    onSuccess: async (value, input, onMutateResult, context) => {
      for (const stale of invalidates) void context.client.invalidateQueries({ queryKey: routeQueryKeyPrefix(stale) });
      await onSuccess?.(value, input, onMutateResult, context);
    },
  });
  if (!exclusive) return mutation;
  const mutate: typeof mutation.mutate = (...args) => {
    if (client.isMutating({ mutationKey, exact: true }) > 0) return;
    mutation.mutate(...args);
  };
  return { ...mutation, mutate };
}
