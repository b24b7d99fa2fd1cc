import { afterEach, describe, expect, it } from 'vitest';
import { clearRecordings, isRecording, loadRecording, unloadRecording, type Recording } from '../../mocks/engine/recordings';
import { requestLog } from '../../mocks/engine/request-log';
import { captureExchanges } from '../../scripts/record/exchanges';
import { toRecording } from '../../scripts/record/recording';
import { walkReadRoutes } from '../../scripts/record/walk';
import { configureApi } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();
afterEach(() => {
  clearRecordings();
  configureApi({ baseUrl: 'http://localhost', validateResponses: true, getToken: () => null });
});

/** Records the read-only routes of the seeded world as player01, each envelope answer marked so a replayed one is told from the world's. */
async function markedRecording(): Promise<Recording> {
  const token = await loginAs('player01', 'Player@123');
  const exchanges = await captureExchanges(async () => {
    await walkReadRoutes('http://localhost', token);
  });
  const { recording } = toRecording(exchanges, { name: 'marked', source: 'http://localhost' });
  for (const answer of recording.answers) {
    if (answer.body && typeof answer.body === 'object' && 'success' in answer.body) (answer.body as { message?: string }).message = `recorded ${answer.route}`;
  }
  return JSON.parse(JSON.stringify(recording)) as Recording;
}

async function replay(answer: Recording['answers'][number], token: string): Promise<unknown> {
  const query = new URLSearchParams(answer.query).toString();
  const response = await fetch(`http://localhost${answer.path}${query ? `?${query}` : ''}`, { headers: wireHeaders({ token }) });
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text();
}

describe('a recording loaded into the simulated backend', () => {
  it('answers every recorded call with its recorded answer, and the seeded world the rest', async () => {
    const recording = await markedRecording();
    expect(isRecording(recording)).toBe(true);
    expect(recording.answers.length).toBeGreaterThan(40);
    loadRecording(recording);
    // Another session, another merchant-independent call: the arguments decide, not who asks.
    const token = await loginAs('player01', 'Player@123');
    for (const answer of recording.answers) expect(await replay(answer, token), answer.route).toEqual(answer.body);
    expect(requestLog().at(-1)?.recorded).toBe(true);

    const list = recording.answers.find((answer) => answer.route === 'games.list')!;
    const otherPage = await replay({ ...list, query: { ...list.query, pageNo: '2' } }, token);
    expect((otherPage as { message?: string }).message).not.toMatch(/^recorded/);
    expect(requestLog().at(-1)?.recorded).toBeUndefined();

    unloadRecording('marked');
    expect(((await replay(list, token)) as { message?: string }).message).not.toMatch(/^recorded/);
  }, 180_000);

  it('still asks for a session on a token route: a recording replaces answers, not the gates', async () => {
    const recording = await markedRecording();
    loadRecording(recording);
    const memberRoute = recording.answers.find((answer) => answer.path === '/wps/member/info')!;
    const response = await fetch(`http://localhost${memberRoute.path}`, { headers: wireHeaders() });
    expect(response.status).toBe(401);
  }, 180_000);

  it('refuses data that is not a recording', () => {
    expect(isRecording({ format: 1, name: 'x', answers: [{ route: 'games.list' }] })).toBe(false);
    expect(isRecording({ name: 'x', answers: [] })).toBe(false);
  });
});
