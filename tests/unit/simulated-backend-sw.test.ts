import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { bypassesMsw } from '../../mocks/engine/service-worker';
import { serviceWorkerSource } from '../../scripts/build/simulated-backend-sw';

const ROOT = join(import.meta.dirname, '../..');
const SCOPE = 'http://localhost:4410/demo/';

describe('the service worker’s bypass (mocks/engine/service-worker.ts)', () => {
  it('sends the build’s own files under the scope straight to the network', () => {
    expect(bypassesMsw('GET', `${SCOPE}static/js/async/cn.cd9f2060.js`, SCOPE)).toBe(true);
    expect(bypassesMsw('GET', `${SCOPE}static/css/qz.4b3eed31.css`, SCOPE)).toBe(true);
  });

  it('leaves every other request to MSW: the API, images, other origins, other bases, and anything but GET', () => {
    for (const url of [
      `${SCOPE}wps/member/info`,
      'http://localhost:4410/wps/system/routers',
      `${SCOPE}mock-assets/game/42.svg?label=Dragon`,
      'http://localhost:4410/static/js/x.js',
      'https://cdn.example/demo/static/js/x.js',
      `${SCOPE}__simulated-backend/health`,
    ]) {
      expect(bypassesMsw('GET', url, SCOPE), url).toBe(false);
    }
    expect(bypassesMsw('POST', `${SCOPE}static/js/x.js`, SCOPE)).toBe(false);
  });
});

/** Runs the built worker script in a sandbox with a fake service-worker scope. */
function loadBuiltWorker() {
  const listeners: Array<(event: unknown) => void> = [];
  const importScripts = vi.fn();
  const self = { registration: { scope: SCOPE }, addEventListener: (type: string, listener: (event: unknown) => void) => type === 'fetch' && listeners.push(listener) };
  runInNewContext(serviceWorkerSource(ROOT), { self, importScripts, URL });
  const dispatch = (method: string, url: string) => {
    const event = { request: new Request(url, { method }), stopImmediatePropagation: vi.fn() };
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

  it('keeps a build file from MSW’s listener, and leaves API calls and images to it', () => {
    const worker = loadBuiltWorker();
    expect(worker.dispatch('GET', `${SCOPE}static/js/async/cn.cd9f2060.js`).stopImmediatePropagation).toHaveBeenCalled();
    expect(worker.dispatch('GET', `${SCOPE}wps/member/info`).stopImmediatePropagation).not.toHaveBeenCalled();
    expect(worker.dispatch('GET', `${SCOPE}mock-assets/avatar/player01.svg`).stopImmediatePropagation).not.toHaveBeenCalled();
  });

  it('refuses to build when the worker’s code imports anything', () => {
    const source = readFileSync(join(ROOT, 'mocks/engine/service-worker.ts'), 'utf8');
    expect(() => serviceWorkerSource(ROOT, `import { http } from 'msw';\n${source}\nexport const unused = http;\n`)).toThrow(/imports msw/);
  });
});
