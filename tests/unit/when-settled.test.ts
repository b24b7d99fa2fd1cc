// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_QUIET_MS, whenSettled } from '../../src/lib/whenSettled';

/** A query whose answer comes when the test says so. */
function pendingQuery(client: QueryClient, key: string): () => void {
  let answer = () => {};
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))) });
  return () => answer();
}

describe('whenSettled', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it('runs at an idle moment once nothing has been fetching for a quiet spell', async () => {
    const run = vi.fn();
    whenSettled(client, run);
    await vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for every query in flight, then for an idle moment', async () => {
    const answerMember = pendingQuery(client, 'member');
    const answerBalance = pendingQuery(client, 'balance');
    const run = vi.fn();
    whenSettled(client, run);
    await vi.runAllTimersAsync();
    answerMember();
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
    answerBalance();
    await vi.advanceTimersByTimeAsync(0);
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits again when a query starts within the quiet spell', async () => {
    const run = vi.fn();
    whenSettled(client, run);
    await vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS / 2);
    const answer = pendingQuery(client, 'late');
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(SETTLE_QUIET_MS / 2);
    expect(run).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled', async () => {
    const answer = pendingQuery(client, 'member');
    const run = vi.fn();
    const cancel = whenSettled(client, run);
    cancel();
    answer();
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
  });
});
