// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS, LoaderHost } from '../../src/app/layouts/LoadingOverlay';
import { OVERLAY } from '../../src/lib/api';
import { initI18n } from '../../src/lib/i18n';

beforeAll(async () => {
  await initI18n('EN');
});

/**
 * The overlay follows the writes that carry `meta: OVERLAY` (issue 34 point 3): a write starts, the
 * overlay waits its delay and shows; the write settles, it goes. `start()` begins one such write,
 * and `finish()` settles the last one begun (`fail()` refuses it); `startPlain()` one without the meta.
 */
let client: QueryClient;
let settle: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
let start: () => void = () => undefined;
let startPlain: () => void = () => undefined;

function Writes() {
  const overlaid = useMutation({ meta: OVERLAY, mutationFn: () => new Promise<void>((resolve, reject) => settle.push({ resolve, reject })) });
  const plain = useMutation({ mutationFn: () => new Promise<void>((resolve, reject) => settle.push({ resolve, reject })) });
  start = () => overlaid.mutate();
  startPlain = () => plain.mutate();
  return null;
}

function renderHost() {
  render(
    <QueryClientProvider client={client}>
      <Writes />
      <LoaderHost />
    </QueryClientProvider>,
  );
}

/** TanStack tells its observers through a zero-delay timer (notifyManager): run it, without moving the clock on. */
const told = () => vi.advanceTimersByTimeAsync(0);
const finish = () => act(async () => {
  settle.pop()?.resolve();
  await told();
});
const fail = () => act(async () => {
  settle.pop()?.reject(new Error('refused'));
  await told();
});
const begin = (which: () => void = start) => act(async () => {
  which();
  await told();
});

beforeEach(() => {
  vi.useFakeTimers();
  client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  settle = [];
});
afterEach(async () => {
  for (const pending of settle) await act(async () => pending.resolve());
  client.clear();
  vi.useRealTimers();
});

describe('loading overlay (SPEC §2/§4: it follows the writes marked OVERLAY)', () => {
  it('shows an accessible busy status only after the delay', async () => {
    renderHost();
    await begin();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const overlay = screen.getByRole('status');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(overlay.textContent).toContain('Loading…');
    await finish();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never flashes for a call faster than the delay', async () => {
    renderHost();
    await begin();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS / 2));
    await finish();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS * 4));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts its delay again on the next call', async () => {
    renderHost();
    await begin();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    await finish();
    await begin();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('clears when the write fails (SPEC §4 failed login), and ignores writes without the meta', async () => {
    renderHost();
    await begin();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByRole('status')).toBeTruthy();
    await fail();
    expect(screen.queryByRole('status')).toBeNull();
    await begin(startPlain);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS * 4));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
