import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { gameTileArt, renderAsset } from '../../mocks/engine/asset-art';
import { fastPathFor } from '../../mocks/engine/service-worker';
import { serviceWorkerSource } from '../../scripts/build/simulated-backend-sw';

const ROOT = join(import.meta.dirname, '../..');
const SCOPE = 'http://localhost:4410/demo/';

describe('the service worker’s fast paths (mocks/engine/service-worker.ts)', () => {
  it('sends the build’s own files under the scope straight to the network', () => {
    expect(fastPathFor('GET', `${SCOPE}static/js/async/cn.cd9f2060.js`, SCOPE, true)).toEqual({ kind: 'network' });
    expect(fastPathFor('GET', `${SCOPE}static/css/qz.4b3eed31.css`, SCOPE, true)).toEqual({ kind: 'network' });
  });

  it('leaves every other request to MSW: the API, other origins, other bases, and anything but GET', () => {
    expect(fastPathFor('GET', `${SCOPE}wps/member/info`, SCOPE, true)).toBeNull();
    expect(fastPathFor('GET', 'http://localhost:4410/wps/system/routers', SCOPE, true)).toBeNull();
    expect(fastPathFor('GET', 'http://localhost:4410/static/js/x.js', SCOPE, true)).toBeNull();
    expect(fastPathFor('GET', 'https://cdn.example/demo/static/js/x.js', SCOPE, true)).toBeNull();
    expect(fastPathFor('POST', `${SCOPE}static/js/x.js`, SCOPE, true)).toBeNull();
    expect(fastPathFor('GET', `${SCOPE}__simulated-backend/health`, SCOPE, true)).toBeNull();
  });

  it('draws a simulated image itself, on any host, as the Node handler would', () => {
    expect(fastPathFor('GET', `${SCOPE}mock-assets/banner/w_home-1.svg`, SCOPE, true)).toEqual({ kind: 'svg', svg: renderAsset('banner', 'w_home-1') });
    expect(fastPathFor('GET', 'https://img.example/mock-assets/game/11989.svg?label=Red%20Dog%20VIP', SCOPE, false)).toEqual({
      kind: 'svg',
      svg: renderAsset('game', '11989', 'Red Dog VIP'),
    });
  });

  it('rasterises game tiles when the worker can draw on a canvas, keeping the SVG as the fallback', () => {
    const path = fastPathFor('GET', 'https://img.example/mock-assets/game/11989.svg?label=Red%20Dog%20VIP', SCOPE, true);
    expect(path).toMatchObject({ kind: 'tile', name: '11989', label: 'Red Dog VIP' });
    expect(path?.kind === 'tile' && path.svg()).toBe(renderAsset('game', '11989', 'Red Dog VIP'));
  });
});

/** Records what a tile drawing writes; `fail` makes its encoding fail. */
function fakeCanvas(fail = false) {
  const texts: string[] = [];
  const gradient = { addColorStop: () => undefined };
  const context = new Proxy(
    { fillText: (text: string) => texts.push(text), createLinearGradient: () => gradient, createRadialGradient: () => gradient },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined), set: () => true },
  );
  const drawn = vi.fn();
  class OffscreenCanvas {
    getContext() {
      drawn();
      return context;
    }
    convertToBlob(options: { type: string }) {
      return fail ? Promise.reject(new Error('encoder failed')) : Promise.resolve(new Blob(['jpeg bytes'], { type: options.type }));
    }
  }
  return { OffscreenCanvas, texts, drawn };
}

/** Runs the built worker script in a sandbox with a fake service-worker scope (and a canvas, if given). */
function loadBuiltWorker(canvas?: ReturnType<typeof fakeCanvas>) {
  const listeners: Array<(event: unknown) => void> = [];
  const importScripts = vi.fn();
  const self = { registration: { scope: SCOPE }, addEventListener: (type: string, listener: (event: unknown) => void) => type === 'fetch' && listeners.push(listener) };
  runInNewContext(serviceWorkerSource(ROOT), { self, importScripts, URL, Response, setTimeout, ...(canvas ? { OffscreenCanvas: canvas.OffscreenCanvas } : {}) });
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

  it('answers a game tile with a JPEG drawn once per URL, with the SVG’s texts', async () => {
    const canvas = fakeCanvas();
    const worker = loadBuiltWorker(canvas);
    const url = `${SCOPE}mock-assets/game/11989.svg?label=Red%20Dog%20VIP%20Deluxe%20Edition`;
    const first = worker.dispatch('GET', url);
    const response = (await first.respondWith.mock.calls[0]?.[0]) as Response;
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await response.text()).toBe('jpeg bytes');
    const art = gameTileArt('11989', 'Red Dog VIP Deluxe Edition');
    expect(canvas.texts).toEqual([art.symbol, ...art.lines]);
    const again = worker.dispatch('GET', url);
    expect(((await again.respondWith.mock.calls[0]?.[0]) as Response).headers.get('content-type')).toBe('image/jpeg');
    expect(canvas.drawn).toHaveBeenCalledTimes(1);
  });

  it('falls back to the SVG tile when the JPEG cannot be made', async () => {
    const event = loadBuiltWorker(fakeCanvas(true)).dispatch('GET', `${SCOPE}mock-assets/game/42.svg?label=Dragon`);
    const response = (await event.respondWith.mock.calls[0]?.[0]) as Response;
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe(renderAsset('game', '42', 'Dragon'));
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
