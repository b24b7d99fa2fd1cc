/**
 * The demo's service worker runs this before MSW's own script
 * (public/mockServiceWorker.js, which it imports after). MSW sends every
 * request of the page to the page's main thread to ask whether to mock it,
 * and that thread is the one busy rendering: a lazy chunk waited 0.6–1.3 s for
 * the answer in a profile of the persona link, against 50 ms on the network.
 * So the build's own files (`<scope>static/…`) never reach MSW: they go
 * straight to the network. Everything else, the simulated images included,
 * is MSW's (drawing the images here instead made lobby switches slower:
 * README, "Start-up and the main thread").
 * Built into SERVICE_WORKER_FILE by scripts/build/simulated-backend-sw.ts, as
 * one classic script: so this module imports nothing.
 */

/** The script the demo registers as its service worker (under the base path). */
export const SERVICE_WORKER_FILE = 'simulated-backend-sw.js';

/** Whether the worker lets a request go straight to the network, unseen by MSW. */
export function bypassesMsw(method: string, requestUrl: string, scopeUrl: string): boolean {
  if (method !== 'GET') return false;
  const url = new URL(requestUrl);
  const scope = new URL(scopeUrl);
  return url.origin === scope.origin && url.pathname.startsWith(`${scope.pathname}static/`);
}

interface FetchEventLike extends Event {
  request: Request;
}

interface ServiceWorkerScopeLike {
  registration: { scope: string };
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

/** Registers the bypass; call it before MSW's script adds its listener. */
export function installBypass(worker: ServiceWorkerScopeLike): void {
  worker.addEventListener('fetch', (event) => {
    // MSW's listener, registered after this one, must not see the request; with no respondWith,
    // the browser fetches it as if there were no worker.
    if (bypassesMsw(event.request.method, event.request.url, worker.registration.scope)) event.stopImmediatePropagation();
  });
}
