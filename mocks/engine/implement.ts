import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponses } from '@ts-rest/core';
import type { Scenario } from './scenario';

/**
 * The records a caller is known by, as the domains that own them store them. The engine names no
 * domain: mocks/handlers.ts registers the member and session records here (declaration merging), as
 * it injects the lookups that find them (`configureEngine`, mocks/engine/handle.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface CallerRecords {}
type Registered<K extends string> = CallerRecords extends Record<K, infer T> ? T : never;
/** The member record of the caller (the member domain's, registered in mocks/handlers.ts). */
export type CallerMember = Registered<'member'>;
/** The session record of the caller (registered in mocks/handlers.ts). */
export type CallerSession = Registered<'session'>;

/** What every route implementation gets besides its parsed input. */
export interface MockContext {
  /** Dotted route key, e.g. `session.login`. */
  key: string;
  request: Request;
  session: CallerSession | null;
  /** The member behind the session token, if any. */
  member: CallerMember | null;
  scenario: Scenario;
  /** The caller's IP as the backend sees it. */
  ip: string;
}

export interface MockInput<R extends AppRoute> {
  params: ServerInferRequest<R> extends { params: infer P } ? P : Record<string, never>;
  query: ServerInferRequest<R> extends { query: infer Q } ? Q : Record<string, never>;
  body: ServerInferRequest<R> extends { body: infer B } ? B : undefined;
}

export type RouteImpl<R extends AppRoute> = (
  input: MockInput<R>,
  ctx: MockContext,
) => Promise<ServerInferResponses<R>> | ServerInferResponses<R>;

/**
 * One implementation per route, mirroring the contract tree. A missing or
 * mistyped implementation is a compile error in `npm run typecheck`.
 */
export type RouterImpl<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteImpl<T[K]> : T[K] extends AppRouter ? RouterImpl<T[K]> : never;
};

export function implement<T extends AppRouter>(_router: T, impl: RouterImpl<T>): RouterImpl<T> {
  return impl;
}
