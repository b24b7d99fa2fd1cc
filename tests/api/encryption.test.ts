import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { seedAccount } from '../../mocks/member/accounts';
import { server, useSimulatedBackend } from '../support/backend';
import { sealForSimulatedBackend, wireHeaders } from '../support/wire';
import { exampleFor } from './examples';
import { replay } from './examples/replay';

useSimulatedBackend();

const encrypted = listRoutes(contract).filter(({ meta }) => meta.encrypted);
/** Requests as they go out: kept at once, the body read after (an answer can come back before it is read). */
const wire: Array<{ path: string; body: Promise<string>; encryption: string | null }> = [];
const capture = ({ request }: { request: Request }) => {
  wire.push({ path: new URL(request.url).pathname, body: request.clone().text(), encryption: request.headers.get('encryption') });
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
  it('covers the routes WIRE.md §2.1 encrypts', () => {
    const paths = encrypted.map(({ route }) => `${route.method} ${route.path}`);
    for (const path of [
      'POST /wps/session/login', 'POST /wps/session/login/verification', 'POST /wps/member/password', 'POST /wps/member/password/verification',
      'PUT /wps/member/register', 'PUT /wps/member/register/mobile',
      'POST /wps/relay/passwordCheck/MCS2_redeemPointReward', 'POST /wps/relay/passwordCheck/MCS2_convertPoint',
    ]) {
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
    expect(Object.keys(JSON.parse(sent) as object)).toEqual(['value']);
    expect(request!.encryption).toMatch(/^[0-9a-f]{4,}$/);
    for (const secret of [...secretsOf((args as { body?: unknown }).body), ...(password ? [password] : [])]) {
      expect(sent).not.toContain(secret);
    }
    // The login that opened the persona's session went encrypted too.
    for (const entry of wire.filter((item) => item.path === '/wps/session/login')) {
      expect(await entry.body).not.toContain('"password"');
    }
  });

  it('the backend refuses a plaintext body, a missing Encryption header or a body that does not open: 400 request_body_required', async () => {
    const payload = { username: 'player01', password: 'Player@123', type: 'username' };
    const sealed = sealForSimulatedBackend(payload);
    const attempts = [
      { headers: wireHeaders(), body: JSON.stringify(payload) },
      { headers: wireHeaders(), body: sealed.body },
      { headers: { ...wireHeaders(), Encryption: sealed.encryption }, body: JSON.stringify({ value: 'AAAAAAAAAAA=' }) },
      { headers: { ...wireHeaders(), Encryption: '12ab' }, body: sealed.body },
    ];
    for (const attempt of attempts) {
      const response = await fetch(`http://localhost${contract.session.login.path}`, { method: 'POST', ...attempt });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
    }
  });
});
