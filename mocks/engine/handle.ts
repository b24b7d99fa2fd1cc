import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { SESSION_TOKEN_HEADER } from '../../contracts/shared/meta';
import { listRoutes, type RouteEntry } from '../../contracts/shared/routes';
import { members } from '../member/collections';
import { liveSession } from '../session/sessions';
import type { MockContext, RouteImpl, RouterImpl } from './implement';
import { Refusal, refuse } from './refusal';
import { checkSpecParams, parsePart, readBody } from './request-input';
import { jsonResponse } from './json-response';
import { logRequest } from './request-log';
import { MatchHandler } from './match-handler';
import { RouteTable } from './route-table';
import { getScenario, type Scenario } from './scenario';
import { describeIssues } from './zod-issues';
import { answersEarly, completeWorld, isWorldComplete } from './world-gate';

/** Routes that still answer in maintenance or region block: the app needs them to say why. */
const GATE_EXEMPT = new Set(['system.permission', 'system.status', 'system.customerService']);

/** Set by tests: an invalid answer fails loudly instead of being logged. */
let strictAnswers = true;
export function setStrictAnswers(strict: boolean): void {
  strictAnswers = strict;
}

/** Listeners told after a mutating request succeeded (the demo persists then). */
const mutationListeners = new Set<() => void>();
export function onMutation(listener: () => void): () => void {
  mutationListeners.add(listener);
  return () => mutationListeners.delete(listener);
}

interface Answer {
  status: number;
  body: unknown;
}

function failure(refusal: Refusal): Answer {
  return {
    status: refusal.status,
    body: { success: false, code: refusal.code, message: refusal.message, value: refusal.value },
  };
}

function latencyMs(scenario: Scenario): number {
  if (scenario.latency === 'realistic') return 80 + Math.random() * 220;
  if (scenario.latency === 'slow') return 1500 + Math.random() * 1500;
  return 0;
}

function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return result;
}

function resolveSession(request: Request) {
  const token = request.headers.get(SESSION_TOKEN_HEADER);
  const session = liveSession(token);
  const member = session ? members.findFirst((q) => q.where({ account: session.account })) ?? null : null;
  return { session, member };
}

function checkAnswer(entry: RouteEntry, answer: Answer): string[] {
  const schema = (entry.route.responses as Record<number, unknown>)[answer.status];
  if (!schema) return [`answer status ${answer.status} is not in the contract of ${entry.key}`];
  const parsed = (schema as ZodTypeAny).safeParse(answer.body);
  return parsed.success ? [] : [`${entry.key} answered off-contract: ${describeIssues('body', parsed.error)}`];
}

async function answerRequest(entry: RouteEntry, impl: RouteImpl<AppRoute>, request: Request, params: Record<string, unknown>): Promise<Answer> {
  const scenario = getScenario();
  if (!GATE_EXEMPT.has(entry.key)) {
    if (scenario.status === 'maintenance') throw refuse(ERROR_CODES.MAINTENANCE, undefined, 503);
    if (scenario.status === 'region-blocked') throw refuse(ERROR_CODES.IP_BLOCKED, undefined, 403);
  }
  // Who asks comes first: a caller without a session learns nothing about a token route's input.
  const { session, member } = resolveSession(request);
  if (entry.meta.token && !member) throw refuse(ERROR_CODES.NOT_LOGGED_IN, undefined, 401);
  const url = new URL(request.url);
  const rawBody = await readBody(entry, request);
  const route = entry.route as AppRoute & { pathParams?: unknown; query?: unknown; body?: unknown };
  const rawQuery = queryObject(url);
  checkSpecParams(entry.key, rawQuery, rawBody);
  const input = {
    params: parsePart('params', route.pathParams, params),
    query: parsePart('query', route.query, rawQuery),
    body: route.method === 'GET' ? undefined : parsePart('body', route.body, rawBody),
  };
  const ctx: MockContext = {
    key: entry.key,
    request,
    session,
    member,
    scenario,
    ip: scenario.status === 'region-blocked' ? scenario.blockedIp : '198.51.100.7',
  };
  const answer = (await impl(input as never, ctx)) as Answer;
  if (route.method !== 'GET' && answer.status < 300) mutationListeners.forEach((listener) => listener());
  return answer;
}

interface Served {
  entry: RouteEntry;
  impl: RouteImpl<AppRoute>;
}

async function respond({ entry, impl }: Served, request: Request, params: Record<string, string>): Promise<Response> {
  const started = performance.now();
  // A new world's rest (mocks/engine/world-gate.ts) is seeded before any request that may read it.
  if (!isWorldComplete() && !answersEarly(entry.key, request.headers.has(SESSION_TOKEN_HEADER))) await completeWorld();
  const scenario = getScenario();
  const fault = scenario.faults[entry.key] ?? scenario.faults['*'];
  const pause = latencyMs(scenario);
  if (pause) await delay(pause);
  if (fault === 'network') return HttpResponse.error();
  if (fault === 'timeout') await delay('infinite');
  let answer: Answer;
  let problems: string[] = [];
  try {
    if (fault === '500') throw refuse(ERROR_CODES.UNKNOWN, 'Internal server error', 500);
    answer = await answerRequest(entry, impl, request, params);
    problems = checkAnswer(entry, answer);
    if (problems.length && strictAnswers) throw new Error(problems.join('\n'));
  } catch (error) {
    if (error instanceof Refusal) {
      answer = failure(error);
      if (error.code === ERROR_CODES.VALIDATION) problems = [error.message];
    } else {
      if (strictAnswers) throw error;
      console.error(`[mock] ${entry.key} failed`, error);
      answer = failure(refuse(ERROR_CODES.UNKNOWN, undefined, 500));
    }
  }
  const body = answer.body as { code?: string };
  logRequest({
    key: entry.key,
    method: entry.route.method,
    path: new URL(request.url).pathname,
    status: answer.status,
    code: body?.code ?? '',
    ms: Math.round(performance.now() - started),
    at: Date.now(),
    problems,
  });
  return jsonResponse(answer.body, answer.status);
}

function implAt(impl: unknown, key: string): RouteImpl<AppRoute> {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], impl);
  if (typeof found !== 'function') throw new Error(`The simulated backend has no implementation for ${key}`);
  return found as RouteImpl<AppRoute>;
}

/**
 * The MSW handler for every route of the contract, from one typed implementation tree: one
 * handler that finds the route in a table (mocks/engine/route-table.ts says why), and lets
 * any other request through to the handlers after it.
 */
export function createHandlers<T extends AppRouter>(contract: T, impl: RouterImpl<T>): RequestHandler[] {
  const table = new RouteTable<Served>(
    listRoutes(contract).map((entry) => ({ method: entry.route.method, path: entry.route.path, route: { entry, impl: implAt(impl, entry.key) } })),
  );
  return [
    new MatchHandler(
      'the contract routes',
      (request) => table.match(request.method, request.url),
      ({ request, found }) => respond(found.route, request, found.params),
    ),
  ];
}
