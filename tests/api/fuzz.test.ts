import type { AppRoute } from '@ts-rest/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { failureSchema } from '../../contracts/shared/envelope';
import { listRoutes } from '../../contracts/shared/routes';
import { resetSecurityState } from '../../mocks/engine/client';
import { setScenario } from '../../mocks/engine/scenario';
import { seedAccount } from '../../mocks/member/accounts';
import { persistentCollections } from '../../mocks/world';
import { currentToken, loginAs, useSimulatedBackend, useToken } from '../support/backend';
import { exampleFor } from './examples';
import { casesFor, shapeOf, type FuzzCase } from './fuzz/cases';
import { wireHeaders } from '../support/wire';

// Every request here must be refused, so the world need not be restored between routes.
useSimulatedBackend({ restoreWorld: false });

/**
 * Every route of the contract gets the same malformed inputs (missing, wrong
 * type, null, huge, negative, NaN/Infinity, extra fields, wrong content type,
 * broken JSON, broken ciphertext), token routes with and without a session.
 * Each must answer the failure envelope with a 4xx, no stack trace, and
 * leave the world as it was.
 */
const routes = listRoutes(contract);
const stats = { routes: routes.length, requests: 0, crashes: 0, accepted: 0, businessRefusals: 0, listedFields: 0 };
const GENERATED_PASSWORD = 'Member@123';

interface Outcome {
  status: number;
  text: string;
}

async function send(item: FuzzCase, token: string | null): Promise<Outcome> {
  const headers = { ...wireHeaders({ token, contentType: null }), ...item.headers };
  const response = await fetch(item.url, { method: item.method, headers, body: item.body });
  stats.requests += 1;
  return { status: response.status, text: await response.text() };
}

/** What is wrong with an answer to a malformed request, or null when it is a clean 4xx envelope. */
function problemOf(item: FuzzCase, outcome: Outcome, expectStatus?: number): string | null {
  const looksLikeStack = /\n\s+at |\/work\/|node_modules|Error:/.test(outcome.text);
  let envelope = false;
  let success: unknown;
  try {
    const json = JSON.parse(outcome.text) as { success?: unknown };
    success = json.success;
    envelope = failureSchema.safeParse(json).success;
  } catch {
    envelope = false;
  }
  if (outcome.status >= 500 || looksLikeStack || (!envelope && success !== true)) {
    stats.crashes += 1;
    return `${item.name}: crashed (${outcome.status}) ${outcome.text.slice(0, 160)}`;
  }
  if (outcome.status < 400) {
    if (success === true) stats.accepted += 1;
    else stats.businessRefusals += 1;
    return `${item.name}: accepted (${outcome.status}, success ${String(success)}) ${outcome.text.slice(0, 120)}`;
  }
  if (expectStatus && outcome.status !== expectStatus) return `${item.name}: ${outcome.status} instead of ${expectStatus}`;
  return null;
}

/**
 * Every write to the persistent world (sessions aside: a session's bookkeeping
 * may move on any request). A refused request must write nothing at all.
 */
const writes: string[] = [];
beforeAll(() => {
  for (const [name, collection] of persistentCollections()) {
    if (name === 'member.sessions') continue;
    for (const type of ['create', 'update', 'delete'] as const) {
      collection.hooks.on(type, () => {
        writes.push(`${type} in ${name}`);
      });
    }
  }
});

/** One session per persona for the whole file: logging in again for every route costs time and proves nothing. */
const tokens = new Map<string, string>();

async function validArgs(key: string, persona: string, password?: string) {
  const example = exampleFor(key)!;
  // The last route's malformed logins turned the captcha on for this caller: each route starts as a fresh client.
  resetSecurityState();
  if (example.flags) setScenario({ flags: example.flags });
  useToken(tokens.get(persona) ?? null);
  if (persona !== 'guest' && !tokens.has(persona)) {
    tokens.set(persona, await loginAs(persona, password ?? seedAccount(persona)?.password ?? GENERATED_PASSWORD));
  }
  const args = (typeof example.args === 'function' ? await example.args() : example.args) as {
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  return args;
}

/**
 * Without a session every case must get the same 401, so a few are enough
 * there (a bad field, whole-body damage): it keeps the file quick.
 */
function sample(cases: FuzzCase[]): FuzzCase[] {
  const field = cases.find((item) => /^(body|query) [^:]*: /.test(item.name));
  const whole = cases.filter((item) => !/^(body|query) [^:]*: /.test(item.name)).slice(0, 3);
  return [...(field ? [field] : []), ...whole];
}

afterAll(() => {
  // The figures the issue asks for; printed so a run can be compared with another.
  console.info(`[fuzz] ${JSON.stringify(stats)}`);
});

describe('every route refuses malformed input with a 4xx envelope and changes nothing', () => {
  it.each(routes.map((entry) => [entry.key, entry] as const))('%s', async (key, entry) => {
    const route = entry.route as AppRoute;
    const example = exampleFor(key);
    expect(example, `no example for ${key}`).toBeDefined();
    const persona = example!.persona;
    const args = await validArgs(key, persona, example!.password);
    const token = currentToken();
    const cases = await casesFor(route, entry.meta, { query: args.query, body: args.body });
    const problems: string[] = [];
    const fieldNames = [...Object.keys(shapeOf((route as { body?: unknown }).body)), ...Object.keys(shapeOf((route as { query?: unknown }).query))];

    writes.length = 0;
    if (entry.meta.token) {
      // No session: refused as not logged in before any input is looked at.
      const anonymous: FuzzCase[] = [
        ...sample(cases),
        { name: 'garbage token', method: route.method, url: `http://localhost${route.path}`, headers: {} },
      ];
      for (const item of anonymous) {
        const outcome = await send(item, item.name === 'garbage token' ? 'x'.repeat(5000) : null);
        const problem = problemOf({ ...item, name: `no session, ${item.name}` }, outcome, 401);
        if (problem) problems.push(problem);
        const listed = fieldNames.find((field) => outcome.status !== 200 && new RegExp(`\\b(body|query)\\.${field}\\b`).test(outcome.text));
        if (listed) {
          stats.listedFields += 1;
          problems.push(`no session, ${item.name}: the refusal lists the field ${listed}`);
        }
      }
    }
    for (const item of cases) {
      const problem = problemOf(item, await send(item, token));
      if (problem) problems.push(problem);
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(writes, `${key}: malformed requests changed the world`).toEqual([]);
  }, 60_000);
});
