import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppRoute } from '@ts-rest/core';
import { KYC_MODULE_ID, SUPPORTED_LANGUAGES } from '../../contracts/shared/constants';
import { decryptJson, importPrivateKey } from '../../contracts/shared/hybrid-crypto';
import { ENCRYPTED_HEADER } from '../../contracts/shared/meta';
import { SPEC_CALL_DOCS } from '../../contracts/shared/spec-call-docs';
import { alwaysSentParams, SPEC_CALLS, type SpecCall, type SpecCallKey } from '../../contracts/shared/spec-calls';
import { DEV_PRIVATE_KEY_PKCS8 } from '../../mocks/engine/dev-private-key';
import { humanCheckTicket } from '../../contracts/shared/human-check';
import { brand } from '../../src/lib/brand';
import { listRoutes } from '../../contracts/shared/routes';
import { apiSettings, callRoute, configureApi, contract } from '../../src/lib/api';
import { loginAs, server, useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/**
 * What each call site gives (the caller's part of SPEC's parameters): the
 * client adds the constants, the merchant code and the language itself.
 * `login` says which account the call needs.
 */
const EXAMPLES: Record<SpecCallKey, { args?: Record<string, unknown>; login?: 'player01' }> = {
  'session.login': { args: { body: { username: 'player01', password: 'Player@123', type: 'username' } } },
  'session.freePlay': { args: { body: { os: 'Linux', encryption: true, gatewayVersion: '1' } } },
  'verification.smsNoLogin': { args: { body: { mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'login' } } },
  'verification.smsRegister': {
    args: { body: { countryDialingCode: '+63', mobileNo: '9179990001', humanCheckTicket: humanCheckTicket('r1', 900, 12), humanCheckRandstr: 'r1' } },
  },
  'member.changePassword': { args: { body: { oldPassword: 'Player@123', newPassword: 'Player@456', confirmNewPassword: 'Player@456' } }, login: 'player01' },
  'member.resetPasswordByEmail': { args: { body: { username: 'player01', email: 'player01@example.com' } } },
  'member.resetPasswordByMobile': { args: { body: { newPassword: 'Player@456', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '000000' } } },
  'member.checkAffiliate': { args: { query: { code: 'AG1001', domain: 'localhost' } } },
  'member.updateLanguage': { args: { body: {} }, login: 'player01' },
  'system.helpCenter': { args: { query: { lang: 'EN' } } },
  'games.menus': {},
  'games.list': { args: { query: { gameType: 'RNG', pageNo: 1, pageSize: 18 } } },
  'games.hot': { args: { query: {} } },
  'favourites.list': { args: { query: { gameType: 'RNG', pageNo: 1, pageSize: 999 } }, login: 'player01' },
  'games.recent': { args: { query: { page: 1, pageSize: 12 } }, login: 'player01' },
  'favourites.ids': { login: 'player01' },
  'favourites.add': { args: { body: { nodeId: 1, vendor: 'PG', gameType: 'RNG' } }, login: 'player01' },
  'favourites.remove': { args: { body: { nodeId: 1, vendor: 'PG', gameType: 'RNG' } }, login: 'player01' },
  'games.vendorLanes': { args: { query: {} } },
  'games.vendorGameTypes': { args: { query: {} } },
  'notices.announcements': { args: { query: { types: 'B,PL,PU,PR,H', execution: 'B', pageNo: 1, pageSize: 9 } } },
  'notices.notice': { args: { query: { types: 'B,PL,PU,PR,H', execution: 'B' } } },
  'games.popular': { args: { query: {} } },
  'system.routers': {},
  'games.winnerBoard': { args: { query: {} } },
  'games.winnerRanking': { args: { query: {} } },
  'live.models': { args: { query: {} } },
  'live.launchChat': { args: { body: { roomId: 1 } }, login: 'player01' },
  'lottery.lobby': { args: { query: { lottoArea: 'VN', launchMode: 'LOBBY', lottoView: 'CLASSIC' } }, login: 'player01' },
  'lottery.vnMenu': { args: { query: { prizeMode: 'ELOTT' } } },
  'kyc.uploadIdImage': { args: { body: { idCardFront: PNG, idCardBack: PNG, idCardSelfie: PNG } }, login: 'player01' },
};

function routeOf(key: string): AppRoute {
  const found = listRoutes(contract).find((entry) => entry.key === key);
  if (!found) throw new Error(`No contract route ${key}`);
  return found.route;
}

let privateKey: CryptoKey;
async function bodyOf(request: Request): Promise<Record<string, unknown> | null> {
  const text = await request.text();
  if (!text) return null;
  if (request.headers.get(ENCRYPTED_HEADER) === '1') return (await decryptJson(privateKey, JSON.parse(text))) as Record<string, unknown>;
  if ((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Requests as they go out. The entry is kept at once and its body read after: a refusal can come back
 * before an encrypted body is decrypted here, and the call's caller must still find its request.
 */
let wire: Array<{ url: URL; body: Promise<Record<string, unknown> | null> }> = [];
const record = ({ request }: { request: Request }) => {
  wire.push({ url: new URL(request.url), body: bodyOf(request.clone()) });
};

beforeEach(async () => {
  privateKey ??= await importPrivateKey(DEV_PRIVATE_KEY_PKCS8);
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeAllListeners('request:start');
  wire = [];
});

async function sentKeys(call: SpecCall, request: { url: URL; body: Promise<Record<string, unknown> | null> }): Promise<Record<string, unknown>> {
  return call.in === 'query' ? Object.fromEntries(request.url.searchParams) : ((await request.body) ?? {});
}

describe('every SPEC §7 call carries the parameters SPEC names (contracts/shared/spec-calls.ts)', () => {
  it.each(Object.keys(SPEC_CALLS) as SpecCallKey[])('%s', async (key) => {
    const call: SpecCall = SPEC_CALLS[key];
    const example = EXAMPLES[key];
    if (example.login) await loginAs(example.login, 'Player@123');
    const route = routeOf(key);
    wire = [];
    await callRoute(route, example.args as never).catch(() => undefined);
    const request = wire.find(({ url }) => url.pathname === route.path);
    expect(request, `no ${route.method} ${route.path} went out`).toBeDefined();
    const sent = await sentKeys(call, request!);

    // Every parameter SPEC marks as sent is on the wire; nothing beyond SPEC's list and the documented extras.
    for (const name of alwaysSentParams(call)) expect(sent, `${key} must send ${name}`).toHaveProperty(name);
    const allowed = new Set([...Object.keys(call.params), ...Object.keys(SPEC_CALL_DOCS[key].extra ?? {})]);
    expect(Object.keys(sent).filter((name) => !allowed.has(name)), `${key} sent keys SPEC does not name`).toEqual([]);

    // The client's own values: SPEC §9's constants, the brand's merchant code, the UI language.
    for (const [name, param] of Object.entries(call.params)) {
      if (param.kind === 'fixed') expect(String(sent[name]), `${key}.${name}`).toBe(String(param.value));
      if (param.kind === 'context' && param.from === 'merchant') expect(sent[name]).toBe(brand.merchantCode);
      if (param.kind === 'context' && param.from === 'language') expect(SUPPORTED_LANGUAGES).toContain(sent[name]);
    }
  });
});

describe('the language and the merchant come from the client context', () => {
  it('sends the UI language and the stored merchant code, and a caller’s own value wins', async () => {
    const before = apiSettings().wireContext;
    configureApi({ wireContext: () => ({ merchant: 'QA1', language: 'TY' }) });
    try {
      await callRoute(contract.games.hot, { query: {} });
      await callRoute(contract.games.list, { query: { gameType: 'RNG', pageNo: 1, pageSize: 18, language: 'EN' } });
    } finally {
      configureApi({ wireContext: before });
    }
    const [hot, list] = wire.map(({ url }) => url.searchParams);
    expect(hot!.get('merchantCode')).toBe('QA1');
    expect(hot!.get('language')).toBe('TY');
    expect(list!.get('merchant')).toBe('QA1');
    expect(list!.get('language')).toBe('EN');
  });
});

describe('the simulated backend requires what SPEC marks as sent', () => {
  it('refuses a games list without clientType, merchant or language, naming each', async () => {
    const response = await fetch('http://localhost/wps/relay/games/list?platform=flash,html5-desktop&pageNo=1&pageSize=18');
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    for (const name of ['clientType', 'merchant', 'language']) expect(message).toContain(`query.${name}`);
    expect(message).not.toContain('query.pageNo');
  });

  it('refuses an ID upload without moduleId even though the contract would default it', async () => {
    await loginAs('player01', 'Player@123');
    const token = apiSettings().getToken();
    const { SESSION_TOKEN_HEADER } = await import('../../contracts/shared/wire');
    const response = await fetch('http://localhost/wps/relay/kyc/uploadIdImage', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: token ?? '' },
      body: JSON.stringify({ idCardFront: PNG, idCardBack: PNG, idCardSelfie: PNG }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('body.moduleId');
    expect(KYC_MODULE_ID).toBe('UPLOADID3');
  });
});

describe('the SPEC call table and the contract agree', () => {
  /** The field names of a query or body schema, behind defaults and refinements. */
  function schemaKeys(schema: unknown): string[] {
    let current = schema as { _def?: { schema?: unknown; innerType?: unknown }; shape?: Record<string, unknown> } | undefined;
    while (current && !current.shape) current = (current._def?.schema ?? current._def?.innerType) as typeof current;
    return Object.keys(current?.shape ?? {});
  }

  it.each(Object.keys(SPEC_CALLS) as SpecCallKey[])('%s names only fields of its route', (key) => {
    const call: SpecCall = SPEC_CALLS[key];
    const route = routeOf(key) as AppRoute & { query?: unknown; body?: unknown };
    const fields = schemaKeys(call.in === 'query' ? route.query : route.body);
    const named = [...Object.keys(call.params), ...Object.keys(SPEC_CALL_DOCS[key].extra ?? {})];
    expect(named.filter((name) => !fields.includes(name))).toEqual([]);
  });
});
