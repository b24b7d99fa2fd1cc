import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { readMeta, type ApiRouteMeta } from './meta';

export interface RouteEntry {
  /** Dotted key in the contract tree, e.g. `session.login`. */
  key: string;
  route: AppRoute;
  meta: ApiRouteMeta;
}

/** Every route of a router, depth first, in declaration order. */
export function listRoutes(router: AppRouter, prefix = ''): RouteEntry[] {
  return Object.entries(router).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (isAppRoute(node as AppRoute | AppRouter)) {
      const route = node as AppRoute;
      return [{ key, route, meta: readMeta(route) }];
    }
    return listRoutes(node as AppRouter, key);
  });
}

/** Dotted keys of a router, as a type: `session.login` | `member.getInfo` | ... */
export type RouteKey<T extends AppRouter, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends AppRoute
    ? `${Prefix}${K}`
    : T[K] extends AppRouter
      ? RouteKey<T[K], `${Prefix}${K}.`>
      : never;
}[keyof T & string];
