import { afterAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { startHttpBackend } from '../../mocks/http';
import { formatRows, runContractCheck } from '../../scripts/contracts-check/run';
import { runTransportProbes } from '../../scripts/contracts-check/transport';
import { configureApi } from '../../src/lib/api';

afterAll(() => configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 20_000, getToken: () => null }));

describe('npm run contracts:check against the simulated backend over HTTP', () => {
  it('passes every transport probe, and finds every read-only route conforming but two deliberately broken answers', async () => {
    // A backend that drifted: hot games whose list is no list, and a country answer in our old envelope (`code`, no `errorCode`).
    const brokenShape = http.get(`*${contract.games.hot.path}`, () => HttpResponse.json({ success: true, message: '', value: { list: 'seven' } }));
    const brokenEnvelope = http.get(`*${contract.session.rsaKey.path}`, () => new HttpResponse('not a key', { status: 200 }));
    const backend = await startHttpBackend({ overrides: [brokenShape] });
    const broken = await startHttpBackend({ overrides: [brokenEnvelope] });
    try {
      const probes = await runTransportProbes(backend.url);
      expect(probes.filter((probe) => !probe.ok)).toEqual([]);
      expect(probes.map((probe) => probe.probe)).toEqual(expect.arrayContaining([
        'RSA key (§2.2)', 'token route without Authorization (§9.5)', 'two Merchant headers (§9.4)', 'encrypted route with a plain JSON body (§9.13)',
      ]));
      expect((await runTransportProbes(broken.url)).find((probe) => probe.probe === 'RSA key (§2.2)')?.ok).toBe(false);

      const rows = await runContractCheck({ baseUrl: backend.url, ownBackend: true });
      const readOnly = listRoutes(contract).filter(({ route }) => route.method === 'GET');
      expect(rows.map((row) => row.route)).toEqual(readOnly.map(({ key }) => key));
      expect(rows.filter((row) => !row.conforms).map((row) => [row.route, row.mismatch])).toEqual([
        ['games.hot', expect.stringMatching(/^body\.value\.list: /)],
      ]);
      // The examples are real calls: every one is answered, and none is refused.
      expect(rows.filter((row) => row.status !== 200 || row.refused).map((row) => `${row.route} ${row.status} ${row.refused ?? ''}`)).toEqual([]);
      expect(formatRows(rows)).toContain(`${readOnly.length - 1} of ${readOnly.length} routes conform.`);
    } finally {
      await backend.close();
      await broken.close();
    }
  }, 300_000);
});

describe('the envelope check', () => {
  it('names what the platform would never send: `code`, a failure without errorCode, a non-boolean success', async () => {
    const { envelopeIssues } = await import('../../scripts/contracts-check/transport');
    expect(envelopeIssues({ success: true, code: '0', message: 'OK', value: 1 }, 200, 'envelope')).toEqual(['the envelope has a `code` field (the platform sends `errorCode`)']);
    expect(envelopeIssues({ success: false, message: 'no' }, 400, 'envelope')).toEqual(['a failure without `errorCode`']);
    expect(envelopeIssues({ success: 'yes', value: 1 }, 200, 'envelope')).toEqual(['`success` is not a boolean']);
    expect(envelopeIssues({ success: true, message: '', value: null }, 200, 'envelope')).toEqual([]);
    expect(envelopeIssues({ anything: 1 }, 200, 'bare')).toEqual([]);
  });
});
