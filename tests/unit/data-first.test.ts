// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_FIRST_MAX_WAIT_MS, navigateWhenReady } from '../../src/lib/dataFirst';

/** A promise the test settles. */
function later() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('navigateWhenReady', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/rng');
  });
  afterEach(() => vi.useRealTimers());

  it('navigates as soon as the next screen’s data is in', async () => {
    const data = later();
    const navigate = vi.fn();
    navigateWhenReady(data.promise, navigate);
    await vi.advanceTimersByTimeAsync(30);
    expect(navigate).not.toHaveBeenCalled();
    data.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(navigate).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(DATA_FIRST_MAX_WAIT_MS);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('goes ahead without the data once the wait is up, and when the data fails', async () => {
    const slow = vi.fn();
    navigateWhenReady(later().promise, slow);
    await vi.advanceTimersByTimeAsync(DATA_FIRST_MAX_WAIT_MS - 1);
    expect(slow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(slow).toHaveBeenCalledOnce();

    const failed = later();
    const afterFailure = vi.fn();
    navigateWhenReady(failed.promise, afterFailure);
    failed.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(afterFailure).toHaveBeenCalledOnce();
  });

  it('lets only the latest of two waiting navigations go', async () => {
    const first = later();
    const second = later();
    const toPage2 = vi.fn();
    const toPage3 = vi.fn();
    navigateWhenReady(first.promise, toPage2);
    navigateWhenReady(second.promise, toPage3);
    first.resolve();
    second.resolve();
    await vi.advanceTimersByTimeAsync(DATA_FIRST_MAX_WAIT_MS);
    expect(toPage2).not.toHaveBeenCalled();
    expect(toPage3).toHaveBeenCalledOnce();
  });

  it('drops a waiting navigation once the address has changed meanwhile', async () => {
    const data = later();
    const navigate = vi.fn();
    navigateWhenReady(data.promise, navigate);
    history.pushState(null, '', '/promotions');
    data.resolve();
    await vi.advanceTimersByTimeAsync(DATA_FIRST_MAX_WAIT_MS);
    expect(navigate).not.toHaveBeenCalled();
  });
});
