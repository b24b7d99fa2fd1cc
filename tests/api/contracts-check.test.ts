import { afterAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { startHttpBackend } from '../../mocks/http';
import { formatRows, runContractCheck } from '../../scripts/contracts-check/run';
import { configureApi } from '../../src/lib/api';

afterAll(() => configureApi({ baseUrl: 'http://localhost', validateResponses: true, timeoutMs: 20_000, getToken: () => null }));

describe('npm run contracts:check against the simulated backend over HTTP', () => {
  it('finds every read-only route conforming but one deliberately broken answer, and names its first wrong field', async () => {
    // One hot game without its node id (the one field a game item must carry): a backend that drifted from the contract.
    const broken = http.get('*/wps/relay/GCSGAME_hotGamesV2', () =>
      HttpResponse.json({ success: true, message: '', value: { list: [{ nodeId: null, gameType: 'RNG' }] } }),
    );
    const backend = await startHttpBackend({ overrides: [broken] });
    try {
      const rows = await runContractCheck({ baseUrl: backend.url, ownBackend: true });
      const readOnly = listRoutes(contract).filter(({ route }) => route.method === 'GET');
      expect(rows.map((row) => row.route)).toEqual(readOnly.map(({ key }) => key));
      expect(rows.filter((row) => !row.conforms).map((row) => [row.route, row.mismatch])).toEqual([
        ['games.hot', expect.stringMatching(/^body\.value\.list\.0\.nodeId: /)],
      ]);
      // The examples are real calls: every one is answered, and none is refused.
      expect(rows.filter((row) => row.status !== 200 || row.refused).map((row) => `${row.route} ${row.status} ${row.refused ?? ''}`)).toEqual([]);
      expect(formatRows(rows)).toContain(`${readOnly.length - 1} of ${readOnly.length} routes conform.`);
    } finally {
      await backend.close();
    }
  }, 300_000);
});
