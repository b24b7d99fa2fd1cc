/**
 * The production client's route manifest: contracts/index.ts evaluated in
 * Node at build time and reduced to what a request needs (method, path,
 * content type, metadata flags, the status codes), with no Zod schema.
 *
 * The production build swaps contracts/index.ts for this manifest
 * (pluginContractManifest), so response schemas that production never runs
 * stay out of its bundle; dev, demo and tests keep the full contract and its
 * response validation. Types always come from the real contract: the swap
 * happens in the bundler only. tests/unit/contract-manifest.test.ts proves
 * the manifest equals the contract route by route.
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { resolve } from 'node:path';
import { readMeta } from '../../contracts/shared/meta';
import type { SpecCall } from '../../contracts/shared/spec-call-params';
import { BOOLEAN_ROUTE_FLAGS } from '../../src/lib/api/routeFlags';

/** The fields of a route that ts-rest's request path and our fetcher read at run time. */
export interface ManifestRoute {
  method: AppRoute['method'];
  path: string;
  contentType?: string;
  /**
   * A write that takes no body (ts-rest's `c.noBody()`, a symbol no manifest can carry): logout sends
   * nothing, where any other write with no data sends `{}` (WIRE.md §5).
   */
  noBody?: true;
  /**
   * The request-side flags that are on, left out when none is (src/lib/api/routeFlags.ts reads a missing one, or a
   * missing metadata, as off); `source` is documentation.
   */
  metadata?: Partial<Record<(typeof BOOLEAN_ROUTE_FLAGS)[number], true>> & { answer?: 'bare' | 'text' };
}

export interface ManifestRouter {
  [name: string]: ManifestRoute | ManifestRouter;
}

function manifestRoute(route: AppRoute): ManifestRoute {
  const meta = readMeta(route);
  const metadata: NonNullable<ManifestRoute['metadata']> = Object.fromEntries(BOOLEAN_ROUTE_FLAGS.filter((flag) => meta[flag]).map((flag) => [flag, true]));
  if (meta.answer !== 'envelope') metadata.answer = meta.answer;
  return {
    method: route.method,
    path: route.path,
    ...('contentType' in route && route.contentType ? { contentType: route.contentType } : {}),
    ...(route.method !== 'GET' && typeof (route as { body?: unknown }).body === 'symbol' ? { noBody: true as const } : {}),
    // Every visitor downloads the manifest first: an empty metadata on most routes was bytes for nothing.
    ...(Object.keys(metadata).length ? { metadata } : {}),
    // No `responses`: only development checks answers against them, and production downloads the manifest first.
  };
}

export function contractManifest(router: AppRouter): ManifestRouter {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node as AppRoute | AppRouter) ? manifestRoute(node as AppRoute) : contractManifest(node as AppRouter),
    ]),
  );
}

/** The module that stands in for contracts/index.ts: the same `contract` export, as data. */
export function manifestModule(router: AppRouter): string {
  // JSON.parse of a string literal parses faster than the same object literal.
  return `/* Generated at build time from contracts/ by scripts/build/contract-manifest.ts */\nexport const contract = JSON.parse(${JSON.stringify(JSON.stringify(contractManifest(router)))});\n`;
}

/**
 * The client's parameter table (contracts/shared/spec-calls.ts) reduced to what the client adds to a
 * call itself, the fixed constants and the context values: the callers' own parameters are there for
 * the tests, the simulated backend and the docs, not for the page.
 */
export function clientParamsTable(calls: Readonly<Record<string, SpecCall>>): Record<string, SpecCall> {
  const table: Record<string, SpecCall> = {};
  for (const [key, call] of Object.entries(calls)) {
    const params = Object.fromEntries(Object.entries(call.params).filter(([, param]) => param.kind === 'fixed' || param.kind === 'context'));
    if (Object.keys(params).length) table[key] = { in: call.in, params };
  }
  return table;
}

/**
 * The reduced table as compact data: `key → [in, {name: value}]`, where `in` is `q` or `b` and a
 * context value is written `@merchant`, `@language` or `@host` (no constant of ours starts with `@`).
 */
export function compactClientParams(table: Readonly<Record<string, SpecCall>>): Record<string, [string, Record<string, string | number>]> {
  return Object.fromEntries(
    Object.entries(table).map(([key, call]) => [
      key,
      [
        call.in === 'query' ? 'q' : 'b',
        Object.fromEntries(
          Object.entries(call.params).map(([name, param]) => {
            if (param.kind === 'context') return [name, `@${param.from}`];
            if (param.kind !== 'fixed' || String(param.value).startsWith('@')) throw new Error(`${key}.${name} cannot be written compactly`);
            return [name, param.value];
          }),
        ),
      ],
    ]),
  );
}

/** The module that stands in for contracts/shared/spec-calls.ts in production: the same client functions, the reduced table. */
export function clientParamsModule(calls: Readonly<Record<string, SpecCall>>, paramsModule: string): string {
  return [
    '/* Generated at build time from contracts/shared/spec-calls.ts by scripts/build/contract-manifest.ts */',
    `export { withSpecParams } from ${JSON.stringify(paramsModule)};`,
    `const CALLS = JSON.parse(${JSON.stringify(JSON.stringify(compactClientParams(clientParamsTable(calls))))});`,
    'const param = (value) => (typeof value === "string" && value[0] === "@" ? { kind: "context", from: value.slice(1) } : { kind: "fixed", value });',
    'export function specCallOf(routeKey) {',
    '  const call = CALLS[routeKey];',
    '  return call && { in: call[0] === "q" ? "query" : "body", params: Object.fromEntries(Object.entries(call[1]).map(([name, value]) => [name, param(value)])) };',
    '}',
    '',
  ].join('\n');
}

/** Swaps contracts/index.ts for its manifest, and spec-calls.ts for its client table, in the build that uses them (production). */
export function pluginContractManifest(root: string): RsbuildPlugin {
  const contractIndex = resolve(root, 'contracts/index.ts');
  const specCalls = resolve(root, 'contracts/shared/spec-calls.ts');
  const specCallParams = resolve(root, 'contracts/shared/spec-call-params.ts');
  return {
    name: 'casino:contract-manifest',
    setup(api) {
      let source: Promise<string> | null = null;
      let params: Promise<string> | null = null;
      api.transform({ test: (path) => path === contractIndex }, () => {
        source ??= import('../../contracts/index').then(({ contract }) => manifestModule(contract));
        return source;
      });
      api.transform({ test: (path) => path === specCalls }, () => {
        params ??= import('../../contracts/shared/spec-calls').then(({ SPEC_CALLS }) => clientParamsModule(SPEC_CALLS, specCallParams));
        return params;
      });
    },
  };
}
