import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { contract } from '../../contracts';
import { SUPPORTED_LANGUAGES } from '../../contracts/shared/constants';
import { listRoutes } from '../../contracts/shared/routes';
import { SPEC_CALL_DOCS } from '../../contracts/shared/spec-call-docs';
import { alwaysSentParams, specCallOf, type SpecCall } from '../../contracts/shared/spec-calls';
import { DEVICE_ID_FIELD, RSA_KEY_PATH } from '../../contracts/shared/wire';
import { brand } from '../../src/lib/brand';
import { apiSettings, callRoute, configureApi } from '../../src/lib/api';
import { currentToken, server, useSimulatedBackend } from '../support/backend';
import { openSealed } from '../support/wire';
import { exampleFor } from './examples';
import { replay } from './examples/replay';

useSimulatedBackend();

interface Sent {
  method: string;
  url: URL;
  headers: Headers;
  body: Promise<string>;
}

/** Requests as they go out: kept at once, the body read after (a refusal can come back before it is read). */
let sent: Sent[] = [];
const record = ({ request }: { request: Request }) => {
  sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: request.clone().text() });
};

beforeEach(() => {
  sent = [];
  server.events.on('request:start', record);
});
afterEach(() => server.events.removeAllListeners('request:start'));

/** Headers our invented wire used, and others the platform's desktop client never sends (WIRE.md §9 checklist 3). */
const FORBIDDEN_HEADERS = ['token', 'x-client-id', 'x-encrypted', 'moduleid', 'module-id', 'x-module-id', 'x-timestamp', 'x-digest', 'x-rsa'];

/** The path as the client sends it: path parameters filled. */
function pathMatches(route: AppRoute, pathname: string): boolean {
  const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
  return pattern.test(pathname);
}

/** The keys the caller's arguments give for the part (query or body) the route carries its data in. */
function keysOf(value: unknown): string[] {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The top-level names of a qs query (`a[0]=x` is `a`). */
function queryNames(url: URL): string[] {
  return [...new Set([...url.searchParams.keys()].map((key) => key.replace(/\[.*$/, '')))];
}

const routes = listRoutes(contract).filter((entry) => exampleFor(entry.key));

describe('every route goes on the wire as the platform speaks it (WIRE.md §1, §2, §5)', () => {
  it.each(routes.map((entry) => [entry.key, entry] as const))('%s', async (key, { route, meta }) => {
    const example = exampleFor(key)!;
    let args: unknown;
    try {
      ({ args } = await replay(route, example));
    } catch {
      // A refusal is fine here: the subject is the request that went out.
    }
    const request = sent.filter((item) => item.method === route.method && pathMatches(route, item.url.pathname)).at(-1);
    expect(request, `no ${route.method} ${route.path} went out`).toBeDefined();
    const { headers } = request!;

    // WIRE.md §1.1: the base headers, each exactly once.
    expect(headers.get('merchant'), 'one Merchant header').toBe(brand.merchantCode);
    expect(headers.get('device')).toBe('web');
    expect(SUPPORTED_LANGUAGES as readonly string[]).toContain(headers.get('language'));
    expect(headers.get('x-gateway-version')).toBe('3');
    expect(headers.get('content-type')).toBe(meta.form ? 'application/x-www-form-urlencoded' : 'application/json');
    for (const name of FORBIDDEN_HEADERS) expect(headers.has(name), `${name} header`).toBe(false);
    // WIRE.md §1.2: the raw token whenever one is held, never "Bearer".
    const token = currentToken();
    if (token) expect(headers.get('authorization')).toBe(token);
    else expect(headers.has('authorization')).toBe(false);

    // WIRE.md §5: no cache-busters on API calls (the key fetch has its own).
    expect(request!.url.searchParams.has('_')).toBe(false);
    if (key !== 'session.rsaKey') expect(request!.url.searchParams.has('t')).toBe(false);

    const text = await request!.body;
    const callerPart = (args ?? {}) as { query?: unknown; body?: unknown };
    const call: SpecCall | undefined = specCallOf(key);
    let sentKeys: string[];
    if (meta.encrypted) {
      // WIRE.md §2.3: `Encryption` is lowercase hex, the body is `{value}` only, and it opens to the payload.
      expect(headers.get('encryption')).toMatch(/^[0-9a-f]+$/);
      expect(Object.keys(JSON.parse(text) as object)).toEqual(['value']);
      const payload = openSealed(headers.get('encryption')!, text) as Record<string, unknown>;
      sentKeys = Object.keys(payload);
      if (meta.deviceId) expect(payload[DEVICE_ID_FIELD]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    } else {
      if (!meta.encryptionKeyOnly) expect(headers.has('encryption')).toBe(false);
      if (route.method === 'GET') {
        expect(text).toBe('');
        sentKeys = queryNames(request!.url);
      } else {
        // WIRE.md §5: DELETE data travels in the body, never in a query string.
        if (route.method === 'DELETE') expect(request!.url.search).toBe('');
        sentKeys = text ? (meta.form ? [...new URLSearchParams(text).keys()] : keysOf(JSON.parse(text))) : [];
      }
      if (meta.deviceId) expect(sentKeys).toContain(DEVICE_ID_FIELD);
    }
    if (!meta.deviceId) expect(sentKeys).not.toContain(DEVICE_ID_FIELD);

    // Exactly the caller's fields, the parameters the client adds itself, and the device id where it belongs.
    const given = keysOf(route.method === 'GET' ? callerPart.query : callerPart.body);
    const added = call ? Object.entries(call.params).filter(([, param]) => param.kind === 'fixed' || param.kind === 'context').map(([name]) => name) : [];
    const expected = new Set([...given, ...added, ...(meta.deviceId ? [DEVICE_ID_FIELD] : [])]);
    expect([...sentKeys].sort(), `${key} sends exactly its fields`).toEqual([...expected].sort());
    if (call) {
      for (const name of alwaysSentParams(call)) expect(sentKeys, `${key} must send ${name}`).toContain(name);
      const named = new Set([...Object.keys(call.params), ...Object.keys(SPEC_CALL_DOCS[key as keyof typeof SPEC_CALL_DOCS]?.extra ?? {}), DEVICE_ID_FIELD]);
      expect(sentKeys.filter((name) => !named.has(name)), `${key} sends only the fields its call names`).toEqual([]);
    }
  });
});

describe('encryption on the wire (WIRE.md §2, §9 checklist 9, 10, 14)', () => {
  it('fetches the key again for every encrypted call, with t and Cache-Control: no-cache', async () => {
    const login = { body: { username: 'player01', password: 'Player@123', type: 'username' as const } };
    await callRoute(contract.session.login, login);
    await callRoute(contract.session.login, login);
    const keyCalls = sent.filter((item) => item.url.pathname === RSA_KEY_PATH);
    expect(keyCalls).toHaveLength(2);
    for (const call of keyCalls) {
      expect(call.url.searchParams.get('t')).toMatch(/^\d+$/);
      expect(call.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('sends nothing to an encrypted route when the key fetch fails, and says time-out', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get(`*${RSA_KEY_PATH}`, () => new HttpResponse('', { status: 503 })));
    const error = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ errorCode: 'NO_RSA_KEY', messageKey: 'errors.timeout' });
    expect(sent.filter((item) => item.url.pathname === contract.session.login.path)).toEqual([]);
  });
});

describe('the language header follows the call', () => {
  it('says the UI language, and on a GET whose query holds language, that same value', async () => {
    const before = apiSettings().wireContext;
    configureApi({ wireContext: () => ({ ...before(), merchant: brand.merchantCode, language: 'TY' }) });
    try {
      await callRoute(contract.games.hot, { query: {} });
    } finally {
      configureApi({ wireContext: before });
    }
    const [hot] = sent;
    expect(hot!.headers.get('language')).toBe('TY');
    expect(hot!.url.searchParams.get('language')).toBe('TY');
  });
});
