import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { encryptedBodySchema } from '../../contracts/shared/crypto';
import { listRoutes } from '../../contracts/shared/routes';
import { seedAccount } from '../../mocks/member/accounts';
import { server, useSimulatedBackend } from '../support/backend';
import { exampleFor } from './examples';
import { replay } from './examples/replay';

useSimulatedBackend();

const encrypted = listRoutes(contract).filter(({ meta }) => meta.encrypted);
/** Requests as they go out: kept at once, the body read after (an answer can come back before it is read). */
const wire: Array<{ path: string; body: Promise<string> }> = [];
const capture = ({ request }: { request: Request }) => {
  wire.push({ path: new URL(request.url).pathname, body: request.clone().text() });
};

beforeEach(() => {
  wire.length = 0;
  server.events.on('request:start', capture);
});
afterEach(() => server.events.removeListener('request:start', capture));

/** Every string the caller typed, long enough to be recognisable on the wire. */
function secretsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 4 ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(secretsOf);
  return [];
}

describe('encrypted routes never put plaintext on the wire', () => {
  it('covers the routes SPEC marks encrypted', () => {
    const paths = encrypted.map(({ route }) => route.path);
    for (const path of ['/wps/session/login', '/wps/member/register', '/wps/member/register/mobile', '/wps/member/password', '/wps/member/password/verification']) {
      expect(paths).toContain(path);
    }
  });

  it.each(encrypted.map(({ key, route }) => [key, route] as const))('%s sends only ciphertext', async (key, route) => {
    const example = exampleFor(key)!;
    const password = example.persona === 'guest' ? undefined : (example.password ?? seedAccount(example.persona)?.password ?? 'Member@123');
    const { args } = await replay(route, example);
    const request = wire.filter((entry) => entry.path === route.path).at(-1);
    expect(request, `no request to ${route.path}`).toBeDefined();
    const sent = await request!.body;
    expect(encryptedBodySchema.safeParse(JSON.parse(sent)).success).toBe(true);
    for (const secret of [...secretsOf((args as { body?: unknown }).body), ...(password ? [password] : [])]) {
      expect(sent).not.toContain(secret);
    }
    // The login that opened the persona's session went encrypted too.
    for (const entry of wire.filter((item) => item.path === '/wps/session/login')) {
      expect(await entry.body).not.toContain('"password"');
    }
  });

  it('the backend refuses a plaintext body on an encrypted route', async () => {
    const response = await fetch('http://localhost/wps/session/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'player01', password: 'Player@123', type: 'username' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });
  });
});
