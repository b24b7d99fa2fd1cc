// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE_DATE } from '../../mocks/engine/clock';
import { seedAccount } from '../../mocks/member/accounts';
import { realtimeSalaryQuery, useRealtimeSalary } from '@/features/agentSalary/api';
import { contract, routeQueryKeyPrefix } from '../../src/lib/api';
import { loginAs, useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

afterEach(() => {
  vi.useRealTimers();
});

/** The query keys the client was told to invalidate. */
const invalidatedKeys = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([filters]) => JSON.stringify((filters as { queryKey: unknown }).queryKey));

describe('the real-time salary page refreshes what a settlement paid', () => {
  it('invalidates the header balance once it sees a newly settled window, not on its first answer', async () => {
    await loginAs('agent_rt', seedAccount('agent_rt')?.password ?? 'Member@123');
    const start = REFERENCE_DATE.getTime() + 4 * 3_600_000 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const day = new Date(start).toISOString().slice(0, 10);
    const { result } = renderHook(() => useRealtimeSalary({ startDate: day, endDate: day }, 1), { wrapper });

    await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
    const first = result.current.data!.lastSettlement!.periodStart;
    expect(invalidate).not.toHaveBeenCalled();

    vi.setSystemTime(start + 5 * 60_000);
    await result.current.refetch();
    await waitFor(() => expect(result.current.data!.lastSettlement!.periodStart).not.toBe(first), { timeout: 10_000 });
    await waitFor(() => expect(invalidatedKeys(invalidate)).toContain(JSON.stringify(routeQueryKeyPrefix(contract.wallet.getBalance))));
    expect(invalidatedKeys(invalidate)).toContain(JSON.stringify(routeQueryKeyPrefix(contract.agent.accountDetails)));
  });

  it('follows a settlement from the query itself: asked again through the cache with no page mounted (as a clock jump does), it refreshes what the pay moved', async () => {
    await loginAs('agent_rt', seedAccount('agent_rt')?.password ?? 'Member@123');
    const start = REFERENCE_DATE.getTime() + 4 * 3_600_000 + 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const day = new Date(start).toISOString().slice(0, 10);
    const query = realtimeSalaryQuery({ startDate: day, endDate: day }, 1);

    const first = await client.fetchQuery(query);
    expect(invalidate).not.toHaveBeenCalled();

    vi.setSystemTime(start + 5 * 60_000);
    await client.refetchQueries({ queryKey: query.queryKey });
    expect(client.getQueryData(query.queryKey)!.lastSettlement!.periodStart).not.toBe(first.lastSettlement!.periodStart);
    expect(invalidatedKeys(invalidate)).toContain(JSON.stringify(routeQueryKeyPrefix(contract.wallet.getBalance)));
    expect(invalidatedKeys(invalidate)).toContain(JSON.stringify(routeQueryKeyPrefix(contract.agent.accountDetails)));
  });
});
