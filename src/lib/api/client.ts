import type { AppRoute, AppRouter, ClientInferRequest, ClientInferResponseBody } from '@ts-rest/core';
import { contract } from '@contracts';
import type { ErrorCode } from '@contracts/shared/errors';
import { specCallOf, withSpecParams } from '@contracts/shared/spec-calls';
import { apiSettings } from './config';
import { ApiError } from './errors';
import { createFetcher, type FetchResult } from './fetcher';
import { buildRequest } from './request';
import { routeFlags } from './routeFlags';

/**
 * Dotted contract keys (`session.login`) by route. Walked here rather than
 * with contracts' listRoutes, which validates metadata with Zod: in production
 * `contract` is the schema-free route manifest (scripts/build/contract-manifest.ts).
 */
function collectKeys(router: AppRouter, prefix: string, into: Map<AppRoute, string>): Map<AppRoute, string> {
  for (const [name, node] of Object.entries(router)) {
    const key = prefix ? `${prefix}.${name}` : name;
    // A route has a method and a path (ts-rest's own test, written here so the first page loads none of ts-rest).
    if ('method' in node && 'path' in node) into.set(node as AppRoute, key);
    else collectKeys(node as AppRouter, key, into);
  }
  return into;
}

const routeKeys = collectKeys(contract, '', new Map());
export const routeKeyOf = (route: AppRoute): string => routeKeys.get(route) ?? `${route.method} ${route.path}`;
/** Every route of the contract with its dotted key. */
export const routeEntries = (): ReadonlyArray<readonly [AppRoute, string]> => [...routeKeys];

const send = createFetcher(routeKeyOf);

type SuccessBody<R extends AppRoute> = ClientInferResponseBody<R, 200>;
/** What a route yields on success: its envelope's `value`, or the whole answer of a bare or text route. */
export type RouteValue<R extends AppRoute> = [Extract<SuccessBody<R>, { success: true }>] extends [never]
  ? SuccessBody<R>
  : Extract<SuccessBody<R>, { success: true }> extends { value: infer V }
    ? V
    : never;
export type RouteArgs<R extends AppRoute> = ClientInferRequest<R>;

/** Per-call options beside the route's arguments. */
export interface CallOptions {
  signal?: AbortSignal;
  /** `Authorization` for this call instead of the session's token: the forced password change (WIRE.md §1.2). */
  authorization?: string;
  /** WIRE.md §4.5 `alert: false`: this call is silent whatever its route says. */
  silent?: boolean;
}
type CallOptionsArg = AbortSignal | CallOptions;

/** The arguments of a call: optional only when the route requires none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
export type CallArgs<R extends AppRoute> = {} extends RouteArgs<R> ? [args?: RouteArgs<R>, options?: CallOptionsArg] : [args: RouteArgs<R>, options?: CallOptionsArg];

type SpecArgs = { query?: Record<string, unknown>; body?: Record<string, unknown> } & Record<string, unknown>;

/** The caller's arguments plus the parameters the client sends itself (constants, merchant, language). */
function withSpecArgs(route: AppRoute, args: SpecArgs | undefined): SpecArgs {
  const call = specCallOf(routeKeyOf(route));
  if (!call) return args ?? {};
  const part = call.in;
  return { ...args, [part]: withSpecParams(call, args?.[part], apiSettings().wireContext()) };
}

function optionsOf(options: CallOptionsArg | undefined): CallOptions {
  return options instanceof AbortSignal ? { signal: options } : (options ?? {});
}

/**
 * Sends one contract route as the app does (its parameters added) and answers the raw
 * `{ status, body }`: for tools that judge the answer themselves (the contract check). The app
 * calls callRoute.
 */
export async function sendRoute<R extends AppRoute>(route: R, args: RouteArgs<R> | undefined, options?: CallOptionsArg): Promise<FetchResult> {
  const { signal, authorization } = optionsOf(options);
  const request = buildRequest(route, apiSettings().baseUrl, withSpecArgs(route, args as SpecArgs | undefined));
  return send({ ...request, signal, authorization });
}

/** WIRE.md §4.1: a failure is `success: false` on any status, or any non-2xx status. */
function refusalOf(route: AppRoute, { status, body }: FetchResult): ApiError | null {
  const ok = status >= 200 && status < 300;
  const answer = routeFlags(route).answer;
  if (answer !== 'envelope') {
    if (ok) return null;
  } else if (ok && (body as { success?: unknown } | null)?.success === true) {
    return null;
  }
  const envelope = (body && typeof body === 'object' ? body : {}) as { errorCode?: unknown; message?: unknown; value?: unknown };
  // An answer without a code: a gateway time-out, a path the server does not know (SPEC §8 invalid URL), or the bare status.
  const fallback = status === 504 ? 'TIMEOUT' : status === 404 ? ('invalid_url' satisfies ErrorCode) : `http_${status}`;
  const errorCode = typeof envelope.errorCode === 'string' && envelope.errorCode ? envelope.errorCode : fallback;
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  if (errorCode === 'TIMEOUT') return ApiError.timeout(routeKeyOf(route), status);
  return new ApiError('refused', errorCode, message, status, envelope.value ?? null, routeKeyOf(route));
}

/**
 * Tells the app of a failure, before the caller sees it (so `presented` is set when the pipeline
 * showed it). The app's handler reads WIRE.md §4.4's table, and loads it with the first failure: a
 * page whose calls all succeed never downloads it.
 */
async function report(route: AppRoute, error: ApiError, token: string | null, options: CallOptions): Promise<void> {
  await apiSettings().onFailure?.({ error, silent: options.silent ?? routeFlags(route).silent, token });
}

/**
 * Calls one contract route and unwraps its answer: the envelope's `value` (or the bare answer of a
 * lottery-gateway route), or an ApiError carrying the errorCode and the SPEC §8 message key.
 */
export async function callRoute<R extends AppRoute>(route: R, ...[args, options]: CallArgs<R>): Promise<RouteValue<R>> {
  const callOptions = optionsOf(options);
  let result: FetchResult;
  try {
    result = await sendRoute(route, args, callOptions);
  } catch (error) {
    if (error instanceof ApiError) await report(route, error, callOptions.authorization ?? apiSettings().getToken(), callOptions);
    throw error;
  }
  const refusal = refusalOf(route, result);
  if (refusal) {
    await report(route, refusal, result.token, callOptions);
    throw refusal;
  }
  const body = result.body as { value?: unknown };
  return (routeFlags(route).answer === 'envelope' ? body.value : result.body) as RouteValue<R>;
}
