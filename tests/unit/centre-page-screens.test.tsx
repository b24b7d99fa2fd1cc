// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScreen, prefetchScreen, screenComponent, type ScreenLoader } from '@/features/centre/components/pageScreens';

afterEach(cleanup);

/** A page's screen loader that counts its calls and answers when the test says so. */
function deferredLoader(text: string) {
  let resolve: (screen: ComponentType) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const calls = { count: 0 };
  const load: ScreenLoader = () => {
    calls.count += 1;
    return new Promise<ComponentType>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
  };
  const Screen = () => <p>{text}</p>;
  return { load, calls, answer: () => resolve(Screen), fail: () => reject(new Error('chunk failed')) };
}

const page = (load: ScreenLoader) => {
  const Screen = screenComponent(load);
  return (
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>
  );
};

describe('a centre page’s screen (issue 34 §6)', () => {
  it('loads once, however often it is prefetched or rendered, and keeps one component per page', async () => {
    const deposit = deferredLoader('Deposit page');
    prefetchScreen(deposit.load);
    prefetchScreen(deposit.load);
    expect(screenComponent(deposit.load)).toBe(screenComponent(deposit.load));
    render(page(deposit.load));
    expect(screen.getByText('loading')).toBeTruthy();
    deposit.answer();
    expect(await screen.findByText('Deposit page')).toBeTruthy();
    expect(deposit.calls.count).toBe(1);
  });

  it('renders a screen loaded beforehand (the route loader waited for it) at once, without the loading frame', async () => {
    const withdraw = deferredLoader('Withdraw page');
    const loading = loadScreen(withdraw.load);
    withdraw.answer();
    await loading;
    render(page(withdraw.load));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('Withdraw page')).toBeTruthy();
  });

  it('forgets a failed load, so the next asker tries again', async () => {
    const records = deferredLoader('Records page');
    const first = loadScreen(records.load);
    records.fail();
    await expect(first).rejects.toThrow('chunk failed');
    const second = loadScreen(records.load);
    records.answer();
    await expect(second).resolves.toBeTypeOf('function');
    expect(records.calls.count).toBe(2);
  });
});
