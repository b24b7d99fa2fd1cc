/**
 * The conformance check (`npm run contracts:check`): calls the contract's
 * read-only routes (and the write routes named with --write) against a
 * backend, and checks each answer against the contract's response schema
 * for its status. It tells a backend team, route by route, where the real
 * backend and our contracts disagree.
 */
import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { setScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { callRoute, configureApi, sendRoute, type RouteArgs } from '../../src/lib/api';
import { exampleFor } from '../../tests/api/examples';
import type { Example } from '../../tests/api/examples/types';
import { routeFlags } from '../../src/lib/api/routeFlags';
import { envelopeIssues } from './transport';

export interface CheckRow {
  route: string;
  method: string;
  path: string;
  /** The HTTP status, or 0 when no answer came (network error, time-out). */
  status: number;
  conforms: boolean;
  /** The error code when the backend refused the example call (its answer is still checked against the contract). */
  refused?: string;
  /** The first field that does not match, or why nothing could be checked. */
  mismatch: string;
  /** What is wrong with the answer at the wire (WIRE.md §4.1: the envelope's fields), if anything. */
  transport: string[];
}

export interface CheckOptions {
  baseUrl: string;
  /** A session token for the token routes. Without one, each example's seeded persona logs in (our own backend only). */
  token?: string;
  /** Write routes (dotted keys) to call as well; none is called otherwise. */
  write?: readonly string[];
  /** Our own simulated backend: examples may switch its feature flags. */
  ownBackend?: boolean;
}

/** Downline and crowd accounts share one seeded password (tests/api/examples/replay.ts). */
const GENERATED_PASSWORD = 'Member@123';


function firstMismatch(schema: ZodTypeAny, body: unknown): string {
  const parsed = schema.safeParse(body);
  if (parsed.success) return '';
  const issue = parsed.error.issues[0]!;
  return `${['body', ...issue.path].join('.')}: ${issue.message}`;
}

async function sessionFor(example: Example<AppRoute>, options: CheckOptions, tokens: Map<string, string | null>): Promise<string | null> {
  if (example.persona === 'guest') return null;
  if (options.token) return options.token;
  if (!tokens.has(example.persona)) {
    const password = example.password ?? seedAccount(example.persona)?.password ?? GENERATED_PASSWORD;
    configureApi({ getToken: () => null });
    const login = await callRoute(contract.session.login, { body: { username: example.persona, password, type: 'username' } }).catch(() => null);
    tokens.set(example.persona, login?.token ?? null);
  }
  return tokens.get(example.persona) ?? null;
}

/** Runs the check; never throws for a route's failure (it becomes that route's row). */
export async function runContractCheck(options: CheckOptions): Promise<CheckRow[]> {
  configureApi({ baseUrl: options.baseUrl, validateResponses: false, timeoutMs: 15_000 });
  const tokens = new Map<string, string | null>();
  const rows: CheckRow[] = [];
  for (const { key, route } of listRoutes(contract)) {
    const readOnly = route.method === 'GET';
    if (!readOnly && !options.write?.includes(key)) continue;
    const row: CheckRow = { route: key, method: route.method, path: route.path, status: 0, conforms: false, mismatch: '', transport: [] };
    rows.push(row);
    const example = exampleFor(key);
    if (!example) {
      row.mismatch = 'no example arguments for this route';
      continue;
    }
    try {
      if (options.ownBackend && example.flags) setScenario({ flags: example.flags });
      const token = await sessionFor(example, options, tokens);
      configureApi({ getToken: () => token });
      const args = typeof example.args === 'function' ? await example.args() : example.args;
      const { status, body } = await sendRoute(route, args as RouteArgs<AppRoute>);
      row.status = status;
      const envelope = body as { success?: unknown; errorCode?: unknown } | null;
      if (envelope?.success === false || status >= 400) row.refused = String(envelope?.errorCode ?? status);
      row.transport = envelopeIssues(body, status, routeFlags(route).answer);
      const schema = (route.responses as Record<number, ZodTypeAny | undefined>)[status];
      row.mismatch = schema ? firstMismatch(schema, body) : `status ${status} is not in the contract`;
      row.conforms = row.mismatch === '' && row.transport.length === 0;
      if (!row.mismatch && row.transport.length) row.mismatch = row.transport.join('; ');
    } catch (error) {
      row.mismatch = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      if (options.ownBackend && example.flags) setScenario({ flags: {} });
    }
  }
  return rows;
}

/** The table the CLI prints: route, HTTP status, conforms, first mismatching field. */
export function formatRows(rows: readonly CheckRow[]): string {
  const header = ['Route', 'Status', 'Conforms', 'First mismatch'];
  const status = (row: CheckRow) => `${row.status || '-'}${row.refused ? ` ${row.refused}` : ''}`;
  const lines = rows.map((row) => [`${row.route} (${row.method} ${row.path})`, status(row), row.conforms ? 'yes' : 'NO', row.mismatch]);
  const widths = header.map((title, index) => Math.max(title.length, ...lines.map((line) => line[index]!.length)));
  const format = (cells: string[]) => cells.map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index]!))).join('  ').trimEnd();
  const failing = rows.filter((row) => !row.conforms).length;
  return [format(header), ...lines.map(format), '', `${rows.length - failing} of ${rows.length} routes conform.`].join('\n');
}
