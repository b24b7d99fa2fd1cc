/**
 * The demo's service worker runs this before MSW's own script
 * (public/mockServiceWorker.js, which it imports after). MSW sends every
 * request of the page to the page's main thread to ask whether to mock it,
 * and that thread is the one busy rendering: a lazy chunk waited 0.6–1.3 s for
 * the answer in a profile of the persona link, against 50 ms on the network.
 * So two kinds of request never reach MSW:
 * - the build's own files (`<scope>static/…`) go straight to the network;
 * - the simulated images (`…/mock-assets/…`) are drawn here, on the worker's thread.
 * Built into `simulated-backend-sw.js` by scripts/build/simulated-backend-sw.ts.
 */
import { ASSET_HEADERS, assetRequestOf, renderAsset } from './asset-art';

export type FastPath = { kind: 'network' } | { kind: 'asset'; svg: string } | null;

/** What the worker does with a request itself, or null to leave it to MSW. */
export function fastPathFor(method: string, requestUrl: string, scopeUrl: string): FastPath {
  if (method !== 'GET') return null;
  const url = new URL(requestUrl);
  const scope = new URL(scopeUrl);
  if (url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}static/`)) return { kind: 'network' };
  const asset = assetRequestOf(url);
  return asset ? { kind: 'asset', svg: renderAsset(asset.kind, asset.name, asset.label) } : null;
}

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

interface ServiceWorkerScopeLike {
  registration: { scope: string };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/** Registers the fast paths; call it before MSW's script adds its listener. */
export function installFastPaths(worker: ServiceWorkerScopeLike): void {
  worker.addEventListener('fetch', (event) => {
    const path = fastPathFor(event.request.method, event.request.url, worker.registration.scope);
    if (!path) return;
    // MSW's listener, registered after this one, must not see the request.
    event.stopImmediatePropagation();
    if (path.kind === 'asset') event.respondWith(new Response(path.svg, { headers: ASSET_HEADERS }));
    // 'network': no respondWith, so the browser fetches it as if there were no worker.
  });
}
