import type { AppRoute } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { errorResponses } from '../../contracts/shared/envelope';
import { listRoutes } from '../../contracts/shared/routes';
import { requestLog } from '../../mocks/engine/request-log';
import { createHandlers } from '../../mocks/engine/handle';
import { implementation } from '../../mocks/handlers';
import { useSimulatedBackend } from '../support/backend';
import { exampleFor } from './examples';
import { replay } from './examples/replay';

useSimulatedBackend();

const routes = listRoutes(contract);

/** Paths SPEC §7 spells out, with the method where it gives one. */
const SPEC_PATHS: Array<[string | null, string]> = [
  ['POST', '/wps/session/login'], ['POST', '/wps/session/login/freeplay'], ['DELETE', '/wps/session/logout'],
  [null, '/wps/verification/sms/noLogin'], [null, '/wps/verification/sms/register'],
  ['PUT', '/wps/member/register'], ['PUT', '/wps/member/register/mobile'],
  ['GET', '/wps/member/info'], ['POST', '/wps/member/info'], [null, '/wps/member/info/icon'],
  [null, '/wps/member/password'], [null, '/wps/member/password/email'], [null, '/wps/member/password/verification'],
  ['GET', '/wps/v2/member/securityConfig'], [null, '/wps/member/info/funds/consolidated'], [null, '/wps/v2/wallets/balance'],
  ['GET', '/wps/agent/affiliate'], [null, '/wps/system/whitelabel'], [null, '/wps/system/setting/register'],
  [null, '/wps/system/status'], [null, '/wps/system/domainRoute'], [null, '/wps/system/helpCenter'],
  ['GET', '/wps/captcha'], ['PUT', '/wps/feedback'], [null, '/lgw/games/game_menus'], [null, '/lgw/vn/games/game_menu'],
  [null, '/lgw/vn/games/recent'], [null, '/lgw/vn/numeros/opened/game'], [null, '/lotto/lgw/games/opened/numero'], [null, '/wps/game/launchGame'],
];

describe('the contract', () => {
  it('holds at least 90 routes, 25 of them relay calls', () => {
    expect(routes.length).toBeGreaterThanOrEqual(90);
    expect(routes.filter(({ route }) => route.path.startsWith('/wps/relay/')).length).toBeGreaterThanOrEqual(25);
  });

  it.each(SPEC_PATHS)('has %s %s exactly as SPEC §7 gives it', (method, path) => {
    const found = routes.filter(({ route }) => route.path === path && (method === null || route.method === method));
    expect(found.length).toBeGreaterThan(0);
    // SPEC's paths that WIRE.md records are `observed`; the others stay `spec`.
    expect(found.every(({ meta }) => meta.source === 'spec' || meta.source === 'observed')).toBe(true);
  });

  it('gives every method and path once, and no path parameter shadows a static sibling', () => {
    const seen = new Set<string>();
    for (const { route } of routes) {
      const id = `${route.method} ${route.path}`;
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
    for (const { route } of routes.filter(({ route }) => route.path.includes('/:'))) {
      const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`);
      const shadowed = routes.filter((other) => other.route !== route && other.route.method === route.method && pattern.test(other.route.path));
      expect(shadowed.map((other) => other.key), route.path).toEqual([]);
    }
  });

  it('declares the envelope refusals on every route, and marks relay calls consistently', () => {
    for (const { key, route, meta } of routes) {
      for (const status of Object.keys(errorResponses)) expect(route.responses, `${key} ${status}`).toHaveProperty(status);
      expect(route.summary, key).toBeTruthy();
      // WIRE.md §7.1: `<SERVICE>_<method>` (N27's `ODSFE2_MemTransDet` starts upper-case), password-checked actions under `passwordCheck/`; the invented lower-case paths until every domain moved.
      if (route.path.startsWith('/wps/relay/')) {
        expect(route.path, key).toMatch(/^\/wps\/relay\/((passwordCheck\/)?[A-Z][A-Z0-9]*_[A-Za-z][A-Za-z0-9]*|[a-z][A-Za-z]*(\/[a-z][A-Za-z]*)*)$/);
      }
      if (meta.form) expect((route as AppRoute & { contentType?: string }).contentType, key).toBe('application/x-www-form-urlencoded');
    }
  });
});

describe('contract, client and simulated backend agree', () => {
  it('the backend implements every route (none is missing)', () => {
    expect(() => createHandlers(contract, implementation)).not.toThrow();
  });

  it.each(routes.map(({ key, route }) => [key, route] as const))('%s answers its example on-contract', async (key, route) => {
    const example = exampleFor(key);
    expect(example, `no example for ${key}`).toBeDefined();
    // The client validates the answer against the contract (validateResponses) and the mock
    // validated it before sending: a mismatch on either side fails here.
    await replay(route, example!);
    const last = requestLog().filter((entry) => entry.key === key).at(-1);
    expect(last?.status).toBe(200);
    expect(last?.problems).toEqual([]);
  });
});
