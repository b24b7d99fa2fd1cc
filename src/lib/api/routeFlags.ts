import type { AppRoute } from '@ts-rest/core';
import type { RouteMeta } from '../../../contracts/shared/meta';

/** The request-side flags of a route's metadata: what the fetcher acts on. */
export type RouteFlags = Pick<RouteMeta, 'token' | 'encrypted' | 'form'>;

/**
 * Reads a route's flags without Zod, so the production client (which gets
 * the route manifest, not the schemas) carries no validator for them. Every
 * contract route declares its metadata with meta(); the mock parses it with
 * readMeta, and tests/unit/contract-manifest.test.ts checks each route's flags.
 */
export function routeFlags(route: AppRoute): RouteFlags {
  const metadata = (route.metadata ?? {}) as Partial<RouteFlags>;
  return { token: metadata.token === true, encrypted: metadata.encrypted === true, form: metadata.form === true };
}
