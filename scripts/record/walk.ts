import type { AppRoute } from '@ts-rest/core';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { configureApi, sendRoute, type RouteArgs } from '../../src/lib/api';
import { exampleFor } from '../../tests/api/examples';
import type { Skipped } from './recording';


/**
 * Calls every read-only route of the contract (GET, the routes `contracts:check` calls) against a
 * backend through the app's own client, with each route's example arguments. A route whose example
 * prepares state with writes is left out (the recorder only reads), and so is a token route when no
 * token is given. Answers are taken by the caller's capture of `fetch`.
 */
export async function walkReadRoutes(baseUrl: string, token: string | undefined): Promise<Skipped[]> {
  configureApi({ baseUrl, validateResponses: false, timeoutMs: 15_000, getToken: () => token ?? null });
  const skipped: Skipped[] = [];
  for (const { key, route, meta } of listRoutes(contract)) {
    if (route.method !== 'GET') continue;
    const example = exampleFor(key);
    const skip = (why: string) => skipped.push({ method: route.method, path: route.path, why: `${key}: ${why}` });
    if (!example) skip('no example arguments');
    else if (typeof example.args === 'function') skip('its example prepares state with writes');
    else if ((meta.token || example.persona !== 'guest') && !token) skip('needs a session: pass --token');
    else await sendRoute(route, example.args as RouteArgs<AppRoute>).catch((error: unknown) => skip(`no answer: ${error instanceof Error ? error.message : String(error)}`));
  }
  return skipped;
}
