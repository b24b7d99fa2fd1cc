// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now } from '../../mocks/engine/clock';
import { clearRecordings, loadedRecordings, type Recording } from '../../mocks/engine/recordings';
import { getScenario, resetScenario, scenarioToQuery } from '../../mocks/engine/scenario';
import { QaToolbar, shareableUrl } from '../../src/devtools/QaToolbar';
import { initI18n } from '../../src/lib/i18n';
import { useSimulatedBackend } from '../support/backend';
import { wireHeaders } from '../support/wire';

useSimulatedBackend();
beforeAll(() => initI18n('EN'));
// Unmount first: resetting the scenario and the recordings re-renders a mounted toolbar outside act().
afterEach(() => {
  cleanup();
  clearRecordings();
  resetScenario();
});

const recording: Recording = {
  format: 1,
  name: 'staging-lobby',
  source: 'https://staging.example',
  recordedAt: '2026-11-27T10:00:00.000Z',
  answers: [
    { route: 'system.countries', method: 'GET', path: '/wps/system/country', query: {}, status: 200, body: { success: true, message: '', value: [] } },
    { route: 'system.licences', method: 'GET', path: '/wps/relay/WPSCORE_getLicences', query: {}, status: 200, body: { success: true, message: '', value: [] } },
  ],
};

const HOUR = 3_600_000;

const file = (content: string, name: string) => new File([content], name, { type: 'application/json' });

async function openPanel(name: 'Recordings' | 'Chaos' | 'Simulated clock') {
  render(<QaToolbar reload={() => undefined} resetDemo={async () => undefined} />);
  await userEvent.click(screen.getByRole('button', { expanded: false }));
  return screen.getByRole('group', { name });
}
const openRecordings = () => openPanel('Recordings');

describe('the QA toolbar’s recordings', () => {
  it('loads a recording from a file, lists it with its answers and source, marks its answers in the log, and unloads it', async () => {
    const panel = await openRecordings();
    expect(within(panel).getByText(/No recording loaded/)).toBeTruthy();
    await userEvent.upload(within(panel).getByLabelText('Load a recording'), file(JSON.stringify(recording), 'staging-lobby.json'));
    await waitFor(() => expect(within(panel).getByText('staging-lobby')).toBeTruthy());
    expect(panel.textContent).toContain('2 answers from https://staging.example');
    expect(loadedRecordings().map((item) => item.name)).toEqual(['staging-lobby']);

    await act(() => fetch('http://localhost/wps/system/country', { headers: wireHeaders() }).then(() => undefined));
    const log = screen.getByRole('table');
    await waitFor(() => expect(within(log).getByText(/\(recorded\)/)).toBeTruthy());

    await userEvent.click(within(panel).getByRole('button', { name: 'Unload the recording staging-lobby' }));
    expect(loadedRecordings()).toEqual([]);
    expect(within(panel).getByText(/No recording loaded/)).toBeTruthy();
  });

  it('says so when a file is not a recording, and loads nothing', async () => {
    const panel = await openRecordings();
    await userEvent.upload(within(panel).getByLabelText('Load a recording'), file('{"log":{"entries":[]}}', 'network.har'));
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('network.har is not a recording made by npm run record.'));
    expect(loadedRecordings()).toEqual([]);
  });
});

describe('the QA toolbar’s chaos panel', () => {
  it('sets a failure rate and a latency range per group with a seed, marks what it breaks in the log, and stops', async () => {
    const panel = await openPanel('Chaos');
    expect(within(panel).getByRole('status').textContent).toBe('Chaos is off.');
    await userEvent.type(within(panel).getByLabelText('Games: share of calls that fail, in per cent'), '100');
    await userEvent.type(within(panel).getByLabelText('Everything else: share of calls that fail, in per cent'), '2.5');
    await userEvent.type(within(panel).getByLabelText('Everything else: least added latency in ms'), '10');
    await userEvent.type(within(panel).getByLabelText('Everything else: most added latency in ms'), '40');
    const seed = within(panel).getByLabelText('Seed');
    await userEvent.clear(seed);
    await userEvent.type(seed, '77');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply chaos' }));
    expect(getScenario().chaos).toEqual({ seed: 77, rules: { games: { rate: 1, minMs: 0, maxMs: 0 }, '*': { rate: 0.025, minMs: 10, maxMs: 40 } } });
    expect(within(panel).getByRole('status').textContent).toContain('seed 77');
    const url = new URL(shareableUrl('http://localhost/?chaos=old', scenarioToQuery(getScenario())));
    expect([url.searchParams.get('chaos'), url.searchParams.get('chaosSeed')]).toEqual(['games:100,*:2.5:10-40', '77']);

    await act(() => fetch('http://localhost/wps/relay/GCSGAME_gameList?gameType=RNG', { headers: wireHeaders() }).then(() => undefined, () => undefined));
    await waitFor(() => expect(within(screen.getByRole('table')).getByText(/\(chaos: /)).toBeTruthy());

    await userEvent.click(within(panel).getByRole('button', { name: 'Stop chaos' }));
    expect(getScenario().chaos.rules).toEqual({});
    expect(within(panel).getByRole('status').textContent).toBe('Chaos is off.');
  });
});

describe('the QA toolbar’s clock', () => {
  it('pauses the simulated clock, jumps it by a quick amount and by a typed one, and the shareable URL carries how far ahead', async () => {
    const panel = await openPanel('Simulated clock');
    await userEvent.click(within(panel).getByRole('button', { name: 'Paused' }));
    expect(getScenario().clock).toBe('paused');
    const pausedAt = now();
    expect(within(panel).getByText('paused')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: '+1 h' }));
    expect(now()).toBe(pausedAt + HOUR);
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toMatch(/^Jumped to /));
    // The clock shown is the simulated one, an hour on.
    const shown = () => Date.parse(within(panel).getAllByRole('time')[0]!.getAttribute('datetime')!);
    await waitFor(() => expect(shown()).toBe(pausedAt + HOUR));

    await userEvent.clear(within(panel).getByLabelText('How far to jump'));
    await userEvent.type(within(panel).getByLabelText('How far to jump'), '3');
    await userEvent.selectOptions(within(panel).getByLabelText('Unit of the jump'), 'days');
    await userEvent.click(within(panel).getByRole('button', { name: 'Jump' }));
    expect(now()).toBe(pausedAt + HOUR + 3 * 24 * HOUR);

    await userEvent.clear(within(panel).getByLabelText('How far to jump'));
    await userEvent.type(within(panel).getByLabelText('How far to jump'), '-2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Jump' }));
    expect(within(panel).getByRole('status').textContent).toBe('Enter a number above 0');
    expect(now()).toBe(pausedAt + HOUR + 3 * 24 * HOUR);

    expect(Number(scenarioToQuery(getScenario()).get('clockAhead'))).toBeGreaterThan(HOUR + 3 * 24 * HOUR - 5_000);
    expect(scenarioToQuery(getScenario()).get('clock')).toBe('paused');
  });

  it('lists what is coming and jumps past the next of it', async () => {
    const panel = await openPanel('Simulated clock');
    const coming = within(panel).getByRole('list', { name: 'Coming next' });
    const first = within(coming).getAllByRole('listitem')[0]!;
    const at = Date.parse(within(first).getByRole('time').getAttribute('datetime')!);
    expect(at).toBeGreaterThan(now());
    await userEvent.click(within(panel).getByRole('button', { name: 'Jump to the next event' }));
    expect(now()).toBeGreaterThanOrEqual(at);
    expect(within(panel).getByRole('status').textContent).toMatch(/^Jumped past: /);
  });
});
