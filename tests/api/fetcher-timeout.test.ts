import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, configureApi, contract } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';
import { refusal } from '../support/refusal';

useSimulatedBackend();

afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ timeoutMs: 20_000 });
});

describe('the client time-out while an answer is still arriving', () => {
  it('is a timeout ApiError (which queries retry once), not a refusal, when the headers came in time but the body did not', async () => {
    // On a loaded machine the demo's answers have taken 18 s of the 20 s: the headers arrive, the body runs past the time-out.
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => ({
      status: 200,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      ok: true,
      text: () =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    }));
    configureApi({ timeoutMs: 200 });
    const error = await refusal(callRoute(contract.session.rsaKey));
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors.timeout');
  });
});
