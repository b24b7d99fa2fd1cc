import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Importing the providers installs the app's scheduler, as the entry does before any query runs.
import '../../src/app/providers';
import { coalescingScheduler } from '../../src/lib/coalescingScheduler';

describe('coalescingScheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every callback scheduled before its timer fires in that one timer, in order', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const schedule = coalescingScheduler();
    schedule(() => ran.push('a'));
    schedule(() => ran.push('b'));
    expect(vi.getTimerCount()).toBe(1);
    expect(ran).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['a', 'b']);
  });

  it('gives a callback scheduled while it runs the next timer, and loses none', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    const schedule = coalescingScheduler();
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('scheduled while running'));
    });
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first']);
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['first', 'scheduled while running']);
  });
});

describe('the app’s query notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('wait for one timer together, however many answers come before it fires', () => {
    vi.useFakeTimers();
    const told: string[] = [];
    notifyManager.schedule(() => told.push('first answer'));
    notifyManager.schedule(() => told.push('second answer'));
    expect(vi.getTimerCount()).toBe(1);
    vi.runOnlyPendingTimers();
    expect(told).toEqual(['first answer', 'second answer']);
  });
});
