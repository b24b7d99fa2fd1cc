import type { AppRoute } from '@ts-rest/core';

/** One contract call, ready for the fetcher: where it goes and what it carries. */
export interface OutgoingRequest {
  route: AppRoute;
  url: string;
  headers: Record<string, string>;
  /** The body as it goes on the wire (JSON or form-encoded text). */
  body?: string;
  /** The caller's body before serialising: encrypted routes send this, encrypted, instead. */
  rawBody?: unknown;
  signal?: AbortSignal;
}

/** Query pairs in the bracket style ts-rest's client and qs write: `a[0]=x`, `o[k]=y`; null is empty, undefined left out. */
function queryPairs(key: string, value: unknown): Array<[string, string]> {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (Array.isArray(value)) return value.flatMap((item, index) => queryPairs(`${key}[${index}]`, item));
  if (typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => queryPairs(`${key}[${name}]`, item));
  return [[key, String(value)]];
}

function routeUrl(route: AppRoute, baseUrl: string, params: Record<string, unknown> | undefined, query: Record<string, unknown> | undefined): string {
  // `/:id` takes its value; a missing optional `/:id?` drops with its slash.
  const path = route.path.replace(/\/?:([^/?]+)\??/g, (matched, name: string) =>
    params?.[name] ? `${matched.startsWith('/') ? '/' : ''}${String(params[name])}` : '',
  );
  const search = Object.entries(query ?? {})
    .flatMap(([key, value]) => queryPairs(key, value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * Builds a contract route's request the way ts-rest's fetch client does (path
 * parameters, query, JSON or form-encoded body), in these few lines rather
 * than its request pipeline, which every visitor would otherwise download
 * with the first page. tests/api/wire.test.ts checks every SPEC call's wire.
 */
export function buildRequest(
  route: AppRoute,
  baseUrl: string,
  { params, query, body }: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
  signal?: AbortSignal,
): OutgoingRequest {
  const request: OutgoingRequest = { route, url: routeUrl(route, baseUrl, params, query), headers: {}, rawBody: body, signal };
  if (route.method === 'GET' || body === undefined || body === null) return request;
  if ('contentType' in route && route.contentType === 'application/x-www-form-urlencoded') {
    request.headers['content-type'] = 'application/x-www-form-urlencoded';
    request.body = typeof body === 'string' ? body : new URLSearchParams(body as Record<string, string>).toString();
  } else {
    request.headers['content-type'] = 'application/json';
    request.body = JSON.stringify(body);
  }
  return request;
}
