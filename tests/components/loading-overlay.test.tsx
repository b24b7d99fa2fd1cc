// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_DELAY_MS, LoaderHost } from '../../src/app/layouts/LoadingOverlay';
import { initI18n } from '../../src/lib/i18n';
import { setLoader } from '../../src/lib/state/ui';

beforeAll(async () => {
  await initI18n('EN');
});
beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  await act(async () => setLoader(false));
  vi.useRealTimers();
});

describe('loading overlay (SPEC §2/§4 loaderVisible)', () => {
  it('shows an accessible busy status only after the delay', async () => {
    render(<LoaderHost />);
    await act(async () => setLoader(true));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const overlay = screen.getByRole('status');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(overlay.textContent).toContain('Loading…');
    await act(async () => setLoader(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never flashes for a call faster than the delay', async () => {
    render(<LoaderHost />);
    await act(async () => setLoader(true));
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS / 2));
    await act(async () => setLoader(false));
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS * 4));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('starts its delay again on the next call', async () => {
    render(<LoaderHost />);
    await act(async () => setLoader(true));
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    await act(async () => setLoader(false));
    await act(async () => setLoader(true));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS));
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
