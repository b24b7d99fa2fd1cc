import type { AppRoute, AppRouter, ClientInferRequest, ClientInferResponseBody } from '@ts-rest/core';
import { contract } from '../../../contracts';
import type { Failure } from '../../../contracts/shared/envelope';
import { specCallOf, withSpecParams } from '../../../contracts/shared/spec-calls';
import { apiSettings } from './config';
import { ApiError } from './errors';
import { createFetcher } from './fetcher';
import { buildRequest } from './request';

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

type SuccessBody<R extends AppRoute> = Extract<ClientInferResponseBody<R, 200>, { success: true }>;
/** What a route yields on success: its envelope's `value` (or `data` for lanes). */
export type RouteValue<R extends AppRoute> = SuccessBody<R> extends { value: infer V }
  ? V
  : SuccessBody<R> extends { data: infer D }
    ? D
    : never;
export type RouteArgs<R extends AppRoute> = ClientInferRequest<R>;
/** The arguments of a call: optional only when the route requires none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether every field of T is optional
export type CallArgs<R extends AppRoute> = {} extends RouteArgs<R> ? [args?: RouteArgs<R>, signal?: AbortSignal] : [args: RouteArgs<R>, signal?: AbortSignal];

type SpecArgs = { query?: Record<string, unknown>; body?: Record<string, unknown> } & Record<string, unknown>;

/** The caller's arguments plus the SPEC §7 parameters the client sends itself (constants, merchant, language). */
function withSpecArgs(route: AppRoute, args: SpecArgs | undefined): SpecArgs {
  const call = specCallOf(routeKeyOf(route));
  if (!call) return args ?? {};
  const part = call.in;
  return { ...args, [part]: withSpecParams(call, args?.[part], apiSettings().wireContext()) };
}

/**
 * Sends one contract route as the app does (SPEC §7 parameters added) and
 * answers the raw `{ status, body }`: for tools that judge the answer
 * themselves (the contract check). The app calls callRoute.
 */
export async function sendRoute<R extends AppRoute>(route: R, args: RouteArgs<R> | undefined, signal?: AbortSignal): Promise<{ status: number; body: unknown }> {
  return send(buildRequest(route, apiSettings().baseUrl, withSpecArgs(route, args as SpecArgs | undefined), signal));
}

/**
 * Calls one contract route and unwraps its envelope: the success value, or an
 * ApiError carrying the code and the SPEC §8 message key.
 */
export async function callRoute<R extends AppRoute>(route: R, ...[args, signal]: CallArgs<R>): Promise<RouteValue<R>> {
  const { status, body } = await sendRoute(route, args, signal);
  const envelope = body as { success?: boolean; code?: string; message?: string; value?: unknown; data?: unknown } | null;
  if (envelope && envelope.success === true) {
    return ('data' in envelope ? envelope.data : envelope.value) as RouteValue<R>;
  }
  throw ApiError.refused(
    { success: false, code: envelope?.code ?? 'UNKNOWN_ERROR', message: envelope?.message ?? '', value: (envelope?.value ?? null) as Failure['value'] },
    status,
    routeKeyOf(route),
  );
}
