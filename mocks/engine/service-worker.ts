/**
 * The demo's service worker runs this before MSW's own script
 * (public/mockServiceWorker.js, which it imports after). MSW sends every
 * request of the page to the page's main thread to ask whether to mock it,
 * and that thread is the one busy rendering: a lazy chunk waited 0.6–1.3 s for
 * the answer in a profile of the persona link, against 50 ms on the network.
 * So two kinds of request never reach MSW:
 * - the build's own files (`<scope>static/…`) go straight to the network;
 * - the simulated images (`…/mock-assets/…`) are drawn here, on the worker's
 *   thread: game tiles as JPEG (tile-raster.ts says why), the rest as SVG.
 * Built into `simulated-backend-sw.js` by scripts/build/simulated-backend-sw.ts.
 */
import { ASSET_HEADERS, assetRequestOf, renderAsset } from './asset-art';
import { gameTileJpeg } from './tile-raster';

export type FastPath =
  | { kind: 'network' }
  | { kind: 'svg'; svg: string }
  | { kind: 'tile'; name: string; label?: string; svg: () => string }
  | null;

/** What the worker does with a request itself, or null to leave it to MSW. */
export function fastPathFor(method: string, requestUrl: string, scopeUrl: string, canRaster: boolean): FastPath {
  if (method !== 'GET') return null;
  const url = new URL(requestUrl);
  const scope = new URL(scopeUrl);
  if (url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}static/`)) return { kind: 'network' };
  const asset = assetRequestOf(url);
  if (!asset) return null;
  const svg = () => renderAsset(asset.kind, asset.name, asset.label);
  if (asset.kind === 'game' && canRaster) return { kind: 'tile', name: asset.name, label: asset.label, svg };
  return { kind: 'svg', svg: svg() };
}

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

interface ServiceWorkerScopeLike {
  registration: { scope: string };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/** Tiles drawn, by URL: a lobby page visited again is not drawn again (bounded, oldest out first). */
const TILE_CACHE_SIZE = 600;
const JPEG_HEADERS = { 'content-type': 'image/jpeg', 'cache-control': ASSET_HEADERS['cache-control'] };

/**
 * Each tile is drawn in a task of its own: the worker also relays every API
 * request to MSW, and a lobby page's 18 tiles drawn in one go held the next
 * click's request back behind them (a page switch measured 50 ms slower).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Registers the fast paths; call it before MSW's script adds its listener. */
export function installFastPaths(worker: ServiceWorkerScopeLike, canRaster = typeof OffscreenCanvas === 'function'): void {
  const tiles = new Map<string, Promise<Blob>>();
  const tileResponse = (url: string, path: { name: string; label?: string; svg: () => string }): Promise<Response> => {
    let tile = tiles.get(url);
    if (!tile) {
      tile = nextTask().then(() => gameTileJpeg(path.name, path.label));
      tiles.set(url, tile);
      if (tiles.size > TILE_CACHE_SIZE) tiles.delete(tiles.keys().next().value as string);
    }
    return tile.then(
      (blob) => new Response(blob, { headers: JPEG_HEADERS }),
      () => {
        tiles.delete(url);
        return new Response(path.svg(), { headers: ASSET_HEADERS });
      },
    );
  };
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    const path = fastPathFor(request.method, request.url, worker.registration.scope, canRaster);
    if (!path) return;
    // MSW's listener, registered after this one, must not see the request.
    event.stopImmediatePropagation();
    if (path.kind === 'svg') event.respondWith(new Response(path.svg, { headers: ASSET_HEADERS }));
    if (path.kind === 'tile') event.respondWith(tileResponse(request.url, path));
    // 'network': no respondWith, so the browser fetches it as if there were no worker.
  });
}
