import type { AppRoute } from '@ts-rest/core';
import { routeFlags } from './routeFlags';

/** One contract call, ready for the fetcher: where it goes and what it carries. */
export interface OutgoingRequest {
  route: AppRoute;
  url: string;
  /** The body as it goes on the wire when it is not encrypted (JSON or form-encoded text). */
  body?: string;
  /** The payload before serialising: encrypted routes send it DES-encrypted instead. */
  payload?: unknown;
  /** WIRE.md §1.1: on a GET whose query holds `language`, the `Language` header says the same. */
  language?: string;
  signal?: AbortSignal;
  /** Sent as `Authorization` instead of the session's token (the forced password change's held token). */
  authorization?: string;
}

/**
 * WIRE.md §5: the `qs` defaults. Arrays as bracketed indices, nested objects in brackets, null as
 * an empty value, undefined left out, booleans and numbers as text; all percent-encoded, so a
 * comma is %2C, a colon %3A and a space %20.
 */
export function qsPairs(key: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (Array.isArray(value)) return value.flatMap((item, index) => qsPairs(`${key}[${index}]`, item));
  if (typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => qsPairs(`${key}[${name}]`, item));
  return [[key, String(value)]];
}

export function qsStringify(data: Record<string, unknown> | undefined): string {
  return Object.entries(data ?? {})
    .flatMap(([key, value]) => qsPairs(key, value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

function routeUrl(route: AppRoute, baseUrl: string, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  // `/:id` takes its value; a missing optional `/:id?` drops with its slash.
  const path = route.path.replace(/\/?:([^/?]+)\??/g, (matched, name: string) =>
    params?.[name] ? `${matched.startsWith('/') ? '/' : ''}${encodeURIComponent(String(params[name]))}` : '',
  );
  const search = qsStringify(query);
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * Whether the route takes a body: GET never does; ts-rest's `c.noBody()` is a symbol in the contract,
 * and `noBody` in the production route manifest (scripts/build/contract-manifest.ts).
 */
function takesBody(route: AppRoute): boolean {
  return route.method !== 'GET' && typeof (route as { body?: unknown }).body !== 'symbol' && (route as { noBody?: boolean }).noBody !== true;
}

/**
 * Builds a contract route's request as the platform's client does (WIRE.md §5): GET data in a `qs`
 * query; POST, PUT and DELETE data as a JSON body (a POST with no data sends `{}`); the one form post
 * `qs`-encoded. Our few lines rather than ts-rest's request pipeline, which every visitor would
 * otherwise download with the first page. tests/api/wire.test.ts checks every route's wire.
 */
export function buildRequest(
  route: AppRoute,
  baseUrl: string,
  { params, query, body }: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
): OutgoingRequest {
  const language = typeof query?.language === 'string' ? query.language : undefined;
  const request: OutgoingRequest = { route, url: routeUrl(route, baseUrl, params, query), language };
  if (!takesBody(route)) return request;
  const payload = body ?? {};
  request.payload = payload;
  request.body = routeFlags(route).form ? qsStringify(payload as Record<string, unknown>) : JSON.stringify(payload);
  return request;
}
