import type { AppRoute } from '@ts-rest/core';
import { buildRequest } from '../../src/lib/api/request';
import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { contractManifest, manifestModule, type ManifestRoute, type ManifestRouter } from '../../scripts/build/contract-manifest';
import { routeFlags } from '../../src/lib/api/routeFlags';

/** The manifest as the production bundle sees it: parsed back out of the generated module's source. */
function builtManifest(): ManifestRouter {
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(manifestModule(contract))?.[1];
  if (!literal) throw new Error('The generated module holds no JSON.parse literal');
  return JSON.parse(JSON.parse(literal) as string) as ManifestRouter;
}

function at(router: ManifestRouter, key: string): ManifestRoute | undefined {
  return key.split('.').reduce<ManifestRouter | ManifestRoute | undefined>((node, part) => (node as ManifestRouter | undefined)?.[part], router) as
    | ManifestRoute
    | undefined;
}

function manifestKeys(router: ManifestRouter, prefix = ''): string[] {
  return Object.entries(router).flatMap(([name, node]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return 'method' in node && 'path' in node ? [key] : manifestKeys(node as ManifestRouter, key);
  });
}

const routes = listRoutes(contract);
const manifest = builtManifest();

describe('the production route manifest (scripts/build/contract-manifest.ts)', () => {
  it('is exactly the contract: the same routes under the same keys, in order', () => {
    expect(manifestKeys(manifest)).toEqual(routes.map((entry) => entry.key));
    expect(manifest).toEqual(contractManifest(contract));
  });

  it.each(routes.map((entry) => [entry.key, entry] as const))('%s: method, path, content type, flags and statuses match', (key, { route, meta }) => {
    const item = at(manifest, key);
    expect(item).toBeDefined();
    expect(item!.method).toBe(route.method);
    expect(item!.path).toBe(route.path);
    expect(item!.contentType).toBe('contentType' in route ? route.contentType : undefined);
    expect(item).not.toHaveProperty('responses');
    const { token, encrypted, encryptionKeyOnly, form, deviceId, silent, answer } = meta;
    expect(routeFlags(item as unknown as AppRoute)).toEqual({ token, encrypted, encryptionKeyOnly, form, deviceId, silent, answer });
    expect(routeFlags(route)).toEqual(routeFlags(item as unknown as AppRoute));
  });

  it('carries no schema: the generated module is plain data', () => {
    const source = manifestModule(contract);
    expect(source).not.toMatch(/zod|safeParse|import /);
    expect(JSON.stringify(manifest)).not.toMatch(/"_def"|"shape"/);
  });

  it('builds the same request from the manifest as from the contract route', () => {
    const login = contract.session.login;
    const manifestLogin = at(manifest, 'session.login') as unknown as typeof login;
    const args = { body: { username: 'player1', password: 'secret' } };
    const built = [login, manifestLogin].map((route) => {
      const { url, body } = buildRequest(route, 'http://x', args);
      return { url, body };
    });
    expect(built[0]).toEqual({ url: 'http://x/wps/session/login', body: JSON.stringify(args.body) });
    expect(built[1]).toEqual(built[0]);
    // Logout takes no body in the contract (a symbol) and in the manifest (noBody): nothing goes out, not `{}`.
    const manifestLogout = at(manifest, 'session.logout') as unknown as typeof contract.session.logout;
    expect(buildRequest(manifestLogout, '', {}).body).toBeUndefined();
    expect(buildRequest(contract.session.logout, '', {}).body).toBeUndefined();
    expect(buildRequest(at(manifest, 'games.hot') as unknown as typeof contract.games.hot, '', {}).body).toBeUndefined();
    const reset = contract.member.resetPasswordByEmail;
    const manifestReset = at(manifest, 'member.resetPasswordByEmail') as unknown as typeof reset;
    const form = { body: { username: 'player1', email: 'a@b.co' } };
    expect(buildRequest(manifestReset, '', form).body).toBe('username=player1&email=a%40b.co');
    expect(buildRequest(manifestReset, '', form).body).toEqual(buildRequest(reset, '', form).body);
  });
});

describe("the production client's parameter table (clientParamsTable)", () => {
  it('adds exactly what the full table adds, for every call', async () => {
    const { SPEC_CALLS, specCallOf, withSpecParams } = await import('../../contracts/shared/spec-calls');
    const { clientParamsModule, clientParamsTable } = await import('../../scripts/build/contract-manifest');
    const reduced = clientParamsTable(SPEC_CALLS);
    // The generated module itself, as production runs it: its specCallOf decodes the compact table.
    const source = clientParamsModule(SPEC_CALLS, 'data:text/javascript,export const withSpecParams = null;');
    const generated = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { specCallOf: (key: string) => unknown };
    const wire = { merchant: 'rjc', language: 'TY', host: 'casino.example' };
    for (const key of Object.keys(SPEC_CALLS)) {
      const input = { pageNo: 1 };
      expect(withSpecParams(reduced[key], input, wire), key).toEqual(withSpecParams(specCallOf(key), input, wire));
      expect(generated.specCallOf(key), key).toEqual(reduced[key]);
    }
    expect(JSON.stringify(reduced).length).toBeLessThan(JSON.stringify(SPEC_CALLS).length / 2);
  });
});
