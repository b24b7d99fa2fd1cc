// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearRecordings, loadRecording } from '../../mocks/engine/recordings';
import type { Exchange } from '../../scripts/record/exchanges';
import { toRecording } from '../../scripts/record/recording';
import { server } from '../support/backend';
import { appSettled, renderApp, useAppHarness } from '../support/render';

useAppHarness();
afterEach(clearRecordings);

/** What the page exchanged with the backend, as a browser's network panel (and so a HAR file) shows it. */
async function networkPanelOf(run: () => Promise<void>): Promise<Exchange[]> {
  const pending: Array<Promise<Exchange>> = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    pending.push(response.clone().text().then((answer) => ({ method: request.method, url: request.url, status: response.status, answer })));
  };
  server.events.on('response:mocked', listener);
  try {
    await run();
  } finally {
    server.events.removeListener('response:mocked', listener);
  }
  return Promise.all(pending);
}

const tileNames = () => screen.getAllByTestId('game-tile').map((tile) => tile.textContent ?? '');

describe('a recording replays to the same screens', () => {
  it('shows the live casino list as recorded (a recorded name the seeded world does not have), with the world answering the rest', async () => {
    // Record what the page asks for, as `npm run record -- --har` would from the browser's network panel.
    const exchanges = await networkPanelOf(async () => {
      await renderApp({ route: '/live' });
      await waitFor(() => expect(screen.getAllByTestId('game-tile').length).toBe(18));
      await appSettled();
    });
    const seededNames = tileNames();
    cleanup();
    const { recording, drift } = toRecording(exchanges, { name: 'live-page', source: 'test' });
    expect(drift).toEqual([]);
    const list = recording.answers.find((answer) => answer.route === 'games.list')!;
    const games = (list.body as { value: { games: Array<{ gameName?: string; nodeName?: string }> } }).value.games;
    games[0] = { ...games[0], gameName: 'Recorded Royal Baccarat', nodeName: 'Recorded Royal Baccarat' };
    loadRecording(recording);

    await renderApp({ route: '/live' });
    await waitFor(() => expect(tileNames()[0]).toContain('Recorded Royal Baccarat'));
    expect(tileNames().slice(1)).toEqual(seededNames.slice(1));
  });
});
