import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { renderAsset } from '../../mocks/engine/asset-art';
import { fastPathFor } from '../../mocks/engine/service-worker';
import { serviceWorkerSource } from '../../scripts/build/simulated-backend-sw';

const ROOT = join(import.meta.dirname, '../..');
const SCOPE = 'http://localhost:4410/demo/';

describe('the service worker’s fast paths (mocks/engine/service-worker.ts)', () => {
  it('sends the build’s own files under the scope straight to the network', () => {
    expect(fastPathFor('GET', `${SCOPE}static/js/async/cn.cd9f2060.js`, SCOPE)).toEqual({ kind: 'network' });
    expect(fastPathFor('GET', `${SCOPE}static/css/qz.4b3eed31.css`, SCOPE)).toEqual({ kind: 'network' });
  });

  it('leaves every other request to MSW: the API, other origins, other bases, and anything but GET', () => {
    expect(fastPathFor('GET', `${SCOPE}wps/member/info`, SCOPE)).toBeNull();
    expect(fastPathFor('GET', 'http://localhost:4410/wps/system/routers', SCOPE)).toBeNull();
    expect(fastPathFor('GET', 'http://localhost:4410/static/js/x.js', SCOPE)).toBeNull();
    expect(fastPathFor('GET', 'https://cdn.example/demo/static/js/x.js', SCOPE)).toBeNull();
    expect(fastPathFor('POST', `${SCOPE}static/js/x.js`, SCOPE)).toBeNull();
    expect(fastPathFor('GET', `${SCOPE}__simulated-backend/health`, SCOPE)).toBeNull();
  });

  it('draws a simulated image itself, on any host, as the Node handler would', () => {
    const path = fastPathFor('GET', 'https://img.example/mock-assets/game/11989.svg?label=Red%20Dog%20VIP', SCOPE);
    expect(path).toEqual({ kind: 'asset', svg: renderAsset('game', '11989', 'Red Dog VIP') });
    expect(fastPathFor('GET', `${SCOPE}mock-assets/banner/w_home-1.svg`, SCOPE)).toEqual({ kind: 'asset', svg: renderAsset('banner', 'w_home-1') });
  });
});

/** Runs the built worker script in a sandbox with a fake service-worker scope. */
function loadBuiltWorker() {
  const listeners: Array<(event: unknown) => void> = [];
  const importScripts = vi.fn();
  const self = { registration: { scope: SCOPE }, addEventListener: (type: string, listener: (event: unknown) => void) => type === 'fetch' && listeners.push(listener) };
  runInNewContext(serviceWorkerSource(ROOT), { self, importScripts, URL, Response });
  const dispatch = (method: string, url: string) => {
    const event = { request: new Request(url, { method }), stopImmediatePropagation: vi.fn(), respondWith: vi.fn() };
    for (const listener of listeners) listener(event);
    return event;
  };
  return { importScripts, listeners, dispatch };
}

describe('the built worker script (scripts/build/simulated-backend-sw.ts)', () => {
  it('installs its fetch listener first, then imports MSW’s worker beside it', () => {
    const worker = loadBuiltWorker();
    expect(worker.listeners).toHaveLength(1);
    expect(worker.importScripts).toHaveBeenCalledWith('./mockServiceWorker.js');
  });

  it('answers a simulated image and keeps it from MSW’s listener', async () => {
    const event = loadBuiltWorker().dispatch('GET', `${SCOPE}mock-assets/avatar/player01.svg`);
    expect(event.stopImmediatePropagation).toHaveBeenCalled();
    const response = event.respondWith.mock.calls[0]?.[0] as Response;
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(renderAsset('avatar', 'player01'));
  });

  it('lets a build file through to the network without answering it, and leaves API calls to MSW', () => {
    const worker = loadBuiltWorker();
    const file = worker.dispatch('GET', `${SCOPE}static/js/async/cn.cd9f2060.js`);
    expect(file.stopImmediatePropagation).toHaveBeenCalled();
    expect(file.respondWith).not.toHaveBeenCalled();
    const api = worker.dispatch('GET', `${SCOPE}wps/member/info`);
    expect(api.stopImmediatePropagation).not.toHaveBeenCalled();
    expect(api.respondWith).not.toHaveBeenCalled();
  });

  it('refuses to build when the worker’s code imports a module it does not link', () => {
    const source = readFileSync(join(ROOT, 'mocks/engine/service-worker.ts'), 'utf8');
    expect(source).toContain("from './asset-art'");
    expect(() => serviceWorkerSource(ROOT, { 'mocks/engine/service-worker.ts': `${source}\nimport 'msw';\n` })).toThrow(/imports msw/);
  });
});
