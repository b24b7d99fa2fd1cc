import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionForPersona } from '../../mocks/personas';
import { callRoute, configureApi, contract } from '../../src/lib/api';
import { useSimulatedBackend, useToken } from '../support/backend';

useSimulatedBackend();

afterEach(() => {
  vi.restoreAllMocks();
  configureApi({ ready: undefined, timeoutMs: 20_000 });
});

/** A readiness the test opens by hand, as the demo's backend start does when it serves. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every queued task run: a request not held would have reached fetch by then. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requests made before the simulated backend serves (the demo renders at once)', () => {
  it('are held, then sent with the session the start produced and answered, not lost', async () => {
    const ready = gate();
    configureApi({ ready: ready.promise });
    const sent = vi.spyOn(globalThis, 'fetch');
    const info = callRoute(contract.member.getInfo);
    const status = callRoute(contract.system.status, { query: {} });
    await tick();
    expect(sent).not.toHaveBeenCalled();
    // The persona link: the token exists only once the world is restored, and the held request must carry it.
    useToken(await sessionForPersona('player'));
    ready.open();
    await expect(info).resolves.toMatchObject({ account: 'player01' });
    await expect(status).resolves.toBeDefined();
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('do not spend their time-out waiting: the clock starts when the request is sent', async () => {
    const ready = gate();
    configureApi({ ready: ready.promise, timeoutMs: 1_000 });
    const status = callRoute(contract.system.status, { query: {} });
    // Longer than the time-out while held: the one wait here is the subject of the test.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    ready.open();
    await expect(status).resolves.toBeDefined();
  });

  it('fail with the start-up error when the backend cannot start, instead of hanging', async () => {
    const ready = gate();
    configureApi({ ready: ready.promise });
    const status = callRoute(contract.system.status, { query: {} });
    ready.fail(new Error('service worker refused'));
    await expect(status).rejects.toThrow('service worker refused');
  });

  it('go straight out once the backend serves', async () => {
    configureApi({ ready: Promise.resolve() });
    const sent = vi.spyOn(globalThis, 'fetch');
    await expect(callRoute(contract.system.status, { query: {} })).resolves.toBeDefined();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
