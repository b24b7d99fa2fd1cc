// @vitest-environment happy-dom
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetHandlers } from '../../mocks/engine/assets';
import { endsWithPath, MatchHandler } from '../../mocks/engine/match-handler';

const numbered = new MatchHandler(
  'numbered',
  (request) => /\/items\/(\d+)$/.exec(new URL(request.url).pathname)?.[1] ?? null,
  ({ found }) => HttpResponse.json({ item: Number(found) }),
);
const fallback = http.all('*', () => HttpResponse.json({ item: 'fallback' }));

/** Counts reads of `document.cookie` while `run` goes on. */
async function cookieReads(run: () => Promise<unknown>): Promise<number> {
  const read = vi.fn(() => '');
  Object.defineProperty(document, 'cookie', { configurable: true, get: read, set: () => undefined });
  await run();
  return read.mock.calls.length;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
});

describe('the simulated backend’s match handler', () => {
  it('answers what its match function finds, with what it found', async () => {
    const response = await getResponse([numbered, fallback], new Request(`${location.origin}/demo/items/42`));
    expect(await response?.json()).toEqual({ item: 42 });
  });

  it('lets any other request through to the handlers after it', async () => {
    const response = await getResponse([numbered, fallback], new Request(`${location.origin}/demo/items/latest`));
    expect(await response?.json()).toEqual({ item: 'fallback' });
  });

  it('never reads the page’s cookies, where an `http` handler tried before it does', async () => {
    const request = () => new Request(`${location.origin}/demo/items/7`);
    expect(await cookieReads(() => getResponse([numbered], request()))).toBe(0);
    // The control: MSW's own handler reads them for a request it does not even match.
    const other = http.get('*/elsewhere', () => HttpResponse.json({}));
    expect(await cookieReads(() => getResponse([other, numbered], request()))).toBeGreaterThan(0);
  });

  it('matches a path suffix for GET only', async () => {
    const probe = new MatchHandler('probe', endsWithPath('/health'), () => new HttpResponse(null, { status: 204 }));
    expect((await getResponse([probe], new Request(`${location.origin}/demo/health`)))?.status).toBe(204);
    expect(await getResponse([probe], new Request(`${location.origin}/demo/health`, { method: 'POST' }))).toBeUndefined();
    expect(await getResponse([probe], new Request(`${location.origin}/demo/health/more`))).toBeUndefined();
  });
});

describe('the simulated images', () => {
  it('are drawn for any prefix, with the label the URL carries', async () => {
    const response = await getResponse(assetHandlers, new Request(`${location.origin}/demo/mock-assets/game/10001.svg?label=Lucky%20Koi`));
    expect(response?.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response!.text();
    expect(svg).toMatch(/^<svg[^>]+width="240" height="240"/);
    expect(svg).toContain('Lucky Koi');
  });

  it('take the name from the decoded file when there is no label', async () => {
    const response = await getResponse(assetHandlers, new Request('https://img.example/mock-assets/avatar/red%20dragon.svg'));
    expect(await response!.text()).toContain('aria-label="red dragon"');
  });

  it('answer GET only, and only under mock-assets/<kind>/<file>', async () => {
    expect(await getResponse(assetHandlers, new Request(`${location.origin}/mock-assets/game/1.svg`, { method: 'POST' }))).toBeUndefined();
    expect(await getResponse(assetHandlers, new Request(`${location.origin}/mock-assets/game.svg`))).toBeUndefined();
  });
});
