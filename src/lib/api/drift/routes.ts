import type { AppRoute, AppRouter } from '@ts-rest/core';
import { domainContracts } from '@contracts/domains';

/**
 * Every route of the contract with its schemas, by dotted key. Imported from contracts/domains.ts,
 * not contracts/index.ts, which the production build swaps for a schema-free manifest: this module
 * (and zod with it) loads only when an answer is checked.
 */
function collect(router: AppRouter, prefix: string, into: Map<string, AppRoute>): Map<string, AppRoute> {
  for (const [name, node] of Object.entries(router)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if ('method' in node && 'path' in node) into.set(key, node as AppRoute);
    else collect(node as AppRouter, key, into);
  }
  return into;
}

export const routesWithSchemas: ReadonlyMap<string, AppRoute> = collect(domainContracts as unknown as AppRouter, '', new Map());
