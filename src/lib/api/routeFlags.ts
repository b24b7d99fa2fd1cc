import type { AppRoute } from '@ts-rest/core';
import type { AnswerKind, ApiRouteMeta } from '@contracts/shared/meta';

/** The request-side flags of a route's metadata: what the fetcher acts on. */
export type RouteFlags = Pick<ApiRouteMeta, 'token' | 'encrypted' | 'encryptionKeyOnly' | 'form' | 'deviceId' | 'silent' | 'answer'>;

/** The flags that are true or false; `answer` is the one with values. */
export const BOOLEAN_ROUTE_FLAGS = ['token', 'encrypted', 'encryptionKeyOnly', 'form', 'deviceId', 'silent'] as const;

/**
 * Reads a route's flags without Zod, so the production client (which gets the route manifest, not
 * the schemas) carries no validator for them. Every contract route declares its metadata with
 * meta(); the mock parses it with readMeta, and tests/unit/contract-manifest.test.ts checks each
 * route's flags.
 */
export function routeFlags(route: AppRoute): RouteFlags {
  const metadata = (route.metadata ?? {}) as Partial<RouteFlags>;
  const flags = Object.fromEntries(BOOLEAN_ROUTE_FLAGS.map((flag) => [flag, metadata[flag] === true])) as Omit<RouteFlags, 'answer'>;
  return { ...flags, answer: (metadata.answer as AnswerKind | undefined) ?? 'envelope' };
}
