import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { assetHandlers } from '../../mocks/engine/assets';
import { setStrictAnswers } from '../../mocks/engine/handle';
import { clearRequestLog } from '../../mocks/engine/request-log';
import { resetScenario } from '../../mocks/engine/scenario';
import { resetWorld, restorePersistent, snapshotWorld, type WorldSnapshot } from '../../mocks/world';
import { callRoute, configureApi, contract } from '../../src/lib/api';
import { asCookie } from './wire';

export const server = setupServer(...handlers, ...assetHandlers);

let baseline: WorldSnapshot | undefined;
let token: string | null = null;

/**
 * Runs the simulated backend for the calling test file: the world is seeded
 * once, and every test starts from that seed with the default scenario and
 * no session. `restoreWorld: false` keeps the world between tests, for files
 * whose tests change nothing (the fuzz test checks that itself).
 */
export function useSimulatedBackend({ restoreWorld = true }: { restoreWorld?: boolean } = {}): void {
  beforeAll(async () => {
    setStrictAnswers(true);
    server.listen({ onUnhandledRequest: 'error' });
    configureApi({ getToken: () => token, cookie: asCookie(crypto.randomUUID()) });
    await resetWorld();
    baseline = snapshotWorld();
  });
  beforeEach(async () => {
    token = null;
    resetScenario();
    clearRequestLog();
    if (baseline && restoreWorld) await restorePersistent(baseline);
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Logs in through the real login route (encrypted) and uses the session from then on. */
export async function loginAs(username: string, password: string): Promise<string> {
  const value = await callRoute(contract.session.login, {
    body: { username, password, type: 'username' },
  });
  token = value.token;
  return value.token;
}

export function useToken(next: string | null): void {
  token = next;
}

export function currentToken(): string | null {
  return token;
}

/** Starts a free-play (type 4 trial) session and uses it from then on. */
export async function asTrial(): Promise<string> {
  const value = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
  token = value.token;
  return value.token;
}
