import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { listRoutes, type RouteEntry } from '../../contracts/shared/routes';
import { WIRE_HEADERS } from '../../contracts/shared/wire';
import { clientCookie, newClientCookie } from './client';
import type { CallerMember, CallerSession, MockContext, RouteImpl, RouterImpl } from './implement';
import { Refusal, refuse } from './refusal';
import { checkSpecParams, parsePart, readBody } from './request-input';
import { jsonResponse } from './json-response';
import { logRequest } from './request-log';
import { MatchHandler } from './match-handler';
import { parseQueryString } from './query-string';
import { chaosFor, setChaosGroups, type ChaosFailure } from './chaos';
import { recordedAnswer } from './recordings';
import { RouteTable } from './route-table';
import { getScenario, type Scenario } from './scenario';
import { isWireFaultCode, wireFault } from './wire-faults';
import { describeIssues } from './zod-issues';
import { answersEarly, completeWorld, isWorldComplete } from './world-gate';

/** Routes that still answer in maintenance or region block: the app needs them to say why (Y1 carries both). */
const GATE_EXEMPT = new Set(['system.status', 'session.rsaKey']);
/** WIRE.md §2.2: the key call needs no Merchant header. */
const MERCHANT_EXEMPT = new Set(['session.rsaKey']);

/** Set by tests: an invalid answer fails loudly instead of being logged. */
let strictAnswers = true;
export function setStrictAnswers(strict: boolean): void {
  strictAnswers = strict;
}

/**
 * What the pipeline asks the domains, which it does not know: mocks/handlers.ts, which assembles the
 * backend, hands it over once (`configureEngine`) before any request.
 */
type RouteGuard = <T>(key: string, input: { query?: unknown; body?: unknown }, ctx: MockContext, run: () => Promise<T>) => Promise<T>;

export interface EngineDomains {
  /** The live session behind a request's token; null for none (an expired one counts as none). */
  sessionOf: (token: string | null) => CallerSession | null;
  /** The member a live session belongs to. */
  memberOf: (session: CallerSession) => CallerMember | null;
  /**
   * Whether a whitelabel module is on (WIRE.md §6.2: a call whose module is off is refused with 400
   * function.not.available); the system domain knows, from the scenario.
   */
  moduleGate: (module: string, scenario: Scenario) => boolean;
  /**
   * The guard every request passes once its input is parsed, around the route's own code; the engine
   * knows no rule: the responsible-gaming domain's (mocks/responsibleGaming/doors.ts).
   */
  routeGuard: RouteGuard;
  /** Chaos mode's route groups: route-key prefixes by group name (mocks/chaos-groups.ts). */
  chaosGroups: Record<string, readonly string[]>;
}

/** Until configured: no caller has a session, every module is on and no guard stands before a route. */
let domains: EngineDomains = {
  sessionOf: () => null,
  memberOf: () => null,
  moduleGate: () => true,
  routeGuard: (_key, _input, _ctx, run) => run(),
  chaosGroups: {},
};
export function configureEngine(configured: EngineDomains): void {
  domains = configured;
  setChaosGroups(configured.chaosGroups);
}

/** Runs each request: the demo's tabs hold theirs while another tab's write is reloaded (mocks/engine/tab-sync.ts). */
let serveRequest: <T>(run: () => Promise<T>) => Promise<T> = (run) => run();
export function setRequestServer(serve: <T>(run: () => Promise<T>) => Promise<T>): void {
  serveRequest = serve;
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
  /** Plain text instead of JSON (the RSA key). */
  text?: boolean;
  /** A loaded recording gave it (mocks/engine/recordings.ts): it is a real backend's answer, checked when recorded. */
  recorded?: boolean;
}

/** WIRE.md §4.1: `{success: false, message, errorCode, value}`. */
function failure(refusal: Refusal): Answer {
  return {
    status: refusal.status,
    body: { success: false, message: refusal.message, errorCode: refusal.errorCode, value: refusal.value },
  };
}

function latencyMs(scenario: Scenario): number {
  if (scenario.latency === 'realistic') return 80 + Math.random() * 220;
  if (scenario.latency === 'slow') return 1500 + Math.random() * 1500;
  return 0;
}

/** WIRE.md §1.2: `Authorization` is the raw token; "Bearer …" is no token of ours. */
function tokenOf(request: Request): string | null {
  return request.headers.get(WIRE_HEADERS.authorization)?.trim() || null;
}

function resolveSession(token: string | null) {
  const session = domains.sessionOf(token);
  const member = session ? domains.memberOf(session) : null;
  return { session, member };
}

/**
 * WIRE.md §1.1 and §9 checklist 4: exactly one Merchant header. A browser merges `Merchant` and
 * `merchant` into one comma-joined value, so a comma means two.
 */
function checkMerchant(entry: RouteEntry, request: Request): void {
  if (MERCHANT_EXEMPT.has(entry.key)) return;
  const merchant = request.headers.get(WIRE_HEADERS.merchant);
  if (merchant === null || !merchant.trim()) throw refuse(ERROR_CODES.VALIDATION, 'The Merchant header is required', 400);
  if (merchant.includes(',')) throw refuse(ERROR_CODES.FEATURE_DISABLED, undefined, 400);
}

function checkAnswer(entry: RouteEntry, answer: Answer): string[] {
  const schema = (entry.route.responses as Record<number, unknown>)[answer.status];
  if (!schema) return [`answer status ${answer.status} is not in the contract of ${entry.key}`];
  const parsed = (schema as ZodTypeAny).safeParse(answer.body);
  return parsed.success ? [] : [`${entry.key} answered off-contract: ${describeIssues('body', parsed.error)}`];
}

async function answerRequest(entry: RouteEntry, impl: RouteImpl<AppRoute>, request: Request, params: Record<string, unknown>): Promise<Answer> {
  const scenario = getScenario();
  checkMerchant(entry, request);
  if (!GATE_EXEMPT.has(entry.key)) {
    if (scenario.status === 'maintenance') throw refuse(ERROR_CODES.MAINTENANCE, undefined, 503);
    if (scenario.status === 'region-blocked') throw refuse(ERROR_CODES.IP_BLOCKED, undefined, 403);
  }
  // Who asks comes first: a caller without a session learns nothing about a token route's input.
  const token = tokenOf(request);
  const { session, member } = resolveSession(token);
  if (entry.meta.token && !member) throw refuse(token ? ERROR_CODES.TOKEN_INVALID : ERROR_CODES.NOT_LOGGED_IN, undefined, 401);
  if (entry.meta.module && !domains.moduleGate(entry.meta.module, scenario)) throw refuse(ERROR_CODES.FEATURE_DISABLED, undefined, 400);
  const url = new URL(request.url);
  const rawBody = await readBody(entry, request);
  const route = entry.route as AppRoute & { pathParams?: unknown; query?: unknown; body?: unknown };
  const rawQuery = parseQueryString(url.searchParams);
  checkSpecParams(entry.key, rawQuery, rawBody);
  // After the gates above, which hold for a recorded backend too: a recorded answer wins for its arguments.
  const recorded = recordedAnswer(entry.key, rawQuery, params);
  if (recorded) return { status: recorded.status, body: recorded.body, text: entry.meta.answer === 'text', recorded: true };
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
  const answer = await domains.routeGuard(entry.key, input, ctx, async () => (await impl(input as never, ctx)) as Answer);
  if (route.method !== 'GET' && answer.status < 300) mutationListeners.forEach((listener) => listener());
  return { ...answer, text: entry.meta.answer === 'text' };
}

interface Served {
  entry: RouteEntry;
  impl: RouteImpl<AppRoute>;
}

/** A fault QA set on this route (or on every route): what the route does instead of answering. */
async function injectedFault(fault: string | undefined): Promise<Response | Refusal | null> {
  if (!fault) return null;
  if (fault === 'network') return HttpResponse.error();
  if (fault === 'timeout') await delay('infinite');
  if (fault === '500') return refuse(ERROR_CODES.UNKNOWN, 'Internal server error', 500);
  if (fault === '502') return refuse(ERROR_CODES.UNKNOWN, 'Bad gateway', 502);
  if (fault === '504') return refuse(ERROR_CODES.UNKNOWN, 'Gateway time-out', 504);
  return isWireFaultCode(fault) ? wireFault(fault) : null;
}

function toResponse(answer: Answer, request: Request): Response {
  const response = answer.text
    ? new HttpResponse(String(answer.body), { status: answer.status, headers: { 'Content-Type': 'text/plain' } })
    : jsonResponse(answer.body, answer.status);
  // The platform binds pre-login checks to a cookie (WIRE.md §1.1): a caller without one gets one.
  if (!clientCookie(request)) response.headers.append('Set-Cookie', newClientCookie());
  return response;
}

/** A chaos failure as the answer a caller sees; `network` and `lost` have none (the call fails). */
function chaosRefusal(failure: ChaosFailure): Refusal | null {
  if (failure === '500') return refuse(ERROR_CODES.UNKNOWN, 'Internal server error', 500);
  if (failure === '502') return refuse(ERROR_CODES.UNKNOWN, 'Bad gateway', 502);
  if (failure === '504') return refuse(ERROR_CODES.UNKNOWN, 'Gateway time-out', 504);
  if (failure === 'system_busy') return wireFault(ERROR_CODES.SYSTEM_BUSY);
  return null;
}

async function respond({ entry, impl }: Served, request: Request, params: Record<string, string>): Promise<Response> {
  const started = performance.now();
  // A new world's rest (mocks/engine/world-gate.ts) is seeded before any request that may read it.
  if (!isWorldComplete() && !answersEarly(entry.key, tokenOf(request) !== null)) await completeWorld();
  const scenario = getScenario();
  const chaos = chaosFor(scenario.chaos, entry.key, entry.route.method);
  const pause = latencyMs(scenario) + (chaos?.latencyMs ?? 0);
  if (pause) await delay(pause);
  const log = (status: number, code: string, problems: string[], recorded?: boolean) =>
    logRequest({
      key: entry.key,
      method: entry.route.method,
      path: new URL(request.url).pathname,
      status,
      code,
      ms: Math.round(performance.now() - started),
      at: Date.now(),
      problems,
      ...(recorded ? { recorded: true } : {}),
      ...(chaos?.failure ? { chaos: chaos.failure } : {}),
    });
  if (chaos?.failure === 'network') {
    log(0, '', []);
    return HttpResponse.error();
  }
  const fault = (chaos?.failure && chaosRefusal(chaos.failure)) || (await injectedFault(scenario.faults[entry.key] ?? scenario.faults['*']));
  if (fault instanceof Response) return fault;
  let answer: Answer;
  let problems: string[] = [];
  try {
    if (fault) throw fault;
    answer = await answerRequest(entry, impl, request, params);
    problems = answer.text || answer.recorded ? [] : checkAnswer(entry, answer);
    if (problems.length && strictAnswers) throw new Error(problems.join('\n'));
  } catch (error) {
    if (error instanceof Refusal) {
      answer = failure(error);
      if (error.errorCode === ERROR_CODES.VALIDATION) problems = [error.message];
    } else {
      if (strictAnswers) throw error;
      console.error(`[mock] ${entry.key} failed`, error);
      answer = failure(refuse(ERROR_CODES.SYSTEM_BUSY, undefined, 500));
    }
  }
  const body = answer.body as { errorCode?: string } | null;
  log(answer.status, (answer.text ? '' : body?.errorCode) ?? '', problems, answer.recorded);
  // The work is done and its answer lost on the way: the caller sees a network failure.
  if (chaos?.failure === 'lost') return HttpResponse.error();
  return toResponse(answer, request);
}

function implAt(impl: unknown, key: string): RouteImpl<AppRoute> {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], impl);
  if (typeof found !== 'function') throw new Error(`The simulated backend has no implementation for ${key}`);
  return found as RouteImpl<AppRoute>;
}

/** WIRE.md §4.4 #459: a known path asked with a verb it does not take (POST to launchGame). */
function methodNotSupported(): Response {
  return jsonResponse({ success: false, message: 'HTTP method not supported (#459)', errorCode: ERROR_CODES.METHOD_NOT_SUPPORTED, value: null }, 405);
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
  type Found = { kind: 'route'; served: Served; params: Record<string, string> } | { kind: 'wrongMethod' };
  return [
    new MatchHandler<Found>(
      'the contract routes',
      (request) => {
        const match = table.match(request.method, request.url);
        if (match) return { kind: 'route', served: match.route, params: match.params };
        return table.knowsPathOnlyWithOtherMethod(request.method, request.url) ? { kind: 'wrongMethod' } : null;
      },
      ({ request, found }) => (found.kind === 'route' ? serveRequest(() => respond(found.served, request, found.params)) : methodNotSupported()),
    ),
  ];
}
