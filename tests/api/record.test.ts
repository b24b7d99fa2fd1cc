import { afterAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { contract } from '../../contracts';
import { startHttpBackend } from '../../mocks/http';
import { captureExchanges } from '../../scripts/record/exchanges';
import { formatDrift, toRecording } from '../../scripts/record/recording';
import { STRIPPED } from '../../scripts/record/strip';
import { walkReadRoutes } from '../../scripts/record/walk';
import { callRoute, configureApi } from '../../src/lib/api';

afterAll(() => configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 20_000, getToken: () => null }));

/** Logs player01 in over HTTP: the token a tester would pass with --token. */
async function playerToken(baseUrl: string): Promise<string> {
  configureApi({ baseUrl, validateResponses: false, getToken: () => null });
  const login = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } });
  return login.token;
}

describe('npm run record against the simulated backend over HTTP (npm run backend:http)', () => {
  it('records every read-only answer with its route and arguments, and reports a renamed field as drift', async () => {
    // A backend that renamed the games' `nodeId`: the recording keeps its answer, the drift report names the field.
    const backend = await startHttpBackend({
      overrides: [
        http.get(`*${contract.games.list.path}`, () =>
          HttpResponse.json({ success: true, message: '', value: { games: [{ gameNodeId: '1001', gameName: 'Renamed' }], totalPages: 1, pageSize: 18 } }),
        ),
      ],
    });
    try {
      const token = await playerToken(backend.url);
      let skipped: Awaited<ReturnType<typeof walkReadRoutes>> = [];
      const exchanges = await captureExchanges(async () => {
        skipped = await walkReadRoutes(backend.url, token);
      });
      const { recording, drift } = toRecording(exchanges, { name: 'local', source: backend.url });

      expect(recording.answers.length).toBeGreaterThan(40);
      expect(recording.answers.every((answer) => answer.route.includes('.') && answer.status === 200)).toBe(true);
      expect(recording.answers.find((answer) => answer.route === 'games.list')?.query).toMatchObject({ merchant: expect.any(String) });
      expect(recording.answers.some((answer) => answer.route === 'session.rsaKey')).toBe(false);
      expect(skipped.every((item) => !/needs a session/.test(item.why))).toBe(true);

      expect(drift).toEqual([{ route: 'games.list', status: 200, field: 'body.value.games[].nodeId', expected: expect.any(String), found: 'missing' }]);
      expect(formatDrift(drift)).toContain('body.value.games[].nodeId');

      // No token, password or header reaches the file.
      const written = JSON.stringify(recording);
      expect(written).not.toContain(token);
      expect(written).not.toMatch(/Player@123|"Authorization"|"Cookie"/);
    } finally {
      await backend.close();
    }
  }, 300_000);

  it('strips passwords, tokens and payment passwords wherever they sit, on write', () => {
    const { recording } = toRecording(
      [
        {
          method: 'GET',
          url: 'http://backend.test/wps/member/info?token=abc123&merchant=rjc',
          status: 200,
          answer: JSON.stringify({ success: true, message: '', value: { account: 'player01', token: 'tok-9', payPassword: 'Pay@1', nested: [{ password: 'p' }], loginPassword: 'x' } }),
        },
      ],
      { name: 'secrets', source: 'test' },
    );
    const [answer] = recording.answers;
    expect(answer?.query).toEqual({ token: STRIPPED, merchant: 'rjc' });
    expect(answer?.body).toEqual({ success: true, message: '', value: { account: 'player01', token: STRIPPED, payPassword: STRIPPED, nested: [{ password: STRIPPED }], loginPassword: STRIPPED } });
    expect(JSON.stringify(recording)).not.toMatch(/abc123|tok-9|Pay@1/);
  });
});

describe('npm run record -- --har', () => {
  it('reads a HAR from a browser’s network panel, plain or base64 answers, and records only contract reads that succeeded', async () => {
    const { readHar } = await import('../../scripts/record/exchanges');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const countries = { success: true, message: '', value: { countryCode: 'PH', countryDialingCode: '63', currency: 'PHP', currencySymbol: '₱' } };
    const entry = (method: string, url: string, status: number, content: object) => ({ request: { method, url, headers: [{ name: 'Authorization', value: 'secret-token' }] }, response: { status, content } });
    const har = {
      log: {
        entries: [
          entry('GET', 'https://site.example/wps/system/country', 200, { text: Buffer.from(JSON.stringify(countries)).toString('base64'), encoding: 'base64' }),
          entry('GET', 'https://site.example/wps/relay/WPSCORE_getLicences', 200, { text: JSON.stringify({ success: true, message: '', value: [] }) }),
          entry('POST', 'https://site.example/wps/session/login', 200, { text: '{}' }),
          entry('GET', 'https://site.example/wps/member/info', 401, { text: '{}' }),
          entry('GET', 'https://cdn.example/logo.png', 200, { text: '' }),
        ],
      },
    };
    const file = join(mkdtempSync(join(tmpdir(), 'har-')), 'session.har');
    writeFileSync(file, JSON.stringify(har));
    const { recording, skipped, drift } = toRecording(readHar(file), { name: 'session', source: 'session.har' });
    expect(recording.answers.map((answer) => [answer.route, answer.status])).toEqual([['system.countries', 200], ['system.licences', 200]]);
    expect(recording.answers[0]?.body).toEqual(countries);
    expect(skipped.map((item) => item.why)).toEqual(['not a read: only GET answers are replayed', 'answered 401', 'not a contract route']);
    // The licences answer came as a list where the contract has an object: recorded as it came, and reported.
    expect(drift).toEqual([{ route: 'system.licences', status: 200, field: 'body.value', expected: 'object', found: 'array' }]);
    expect(JSON.stringify(recording)).not.toContain('secret-token');
  });
});
