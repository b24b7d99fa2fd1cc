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
  /**
   * Empty: ts-rest's client reads the response schemas only to validate
   * (off in production) or to refuse unknown statuses (not asked for), so
   * the production client needs the object, not its 135 × 10 entries.
   */
  responses: Record<string, never>;
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
    responses: {},
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

/** Swaps contracts/index.ts for its manifest in the build that uses it (production). */
export function pluginContractManifest(root: string): RsbuildPlugin {
  const contractIndex = resolve(root, 'contracts/index.ts');
  return {
    name: 'casino:contract-manifest',
    setup(api) {
      let source: Promise<string> | null = null;
      api.transform({ test: (path) => path === contractIndex }, () => {
        source ??= import('../../contracts/index').then(({ contract }) => manifestModule(contract));
        return source;
      });
    },
  };
}
