import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect } from 'vitest';
import { setScenario, type ScenarioPatch } from '../../mocks/engine/scenario';
import { sessionForPersona } from '../../mocks/personas';
import { App } from '../../src/app/App';
import { createQueryClient } from '../../src/app/providers';
import { initI18n, missingKeys } from '../../src/lib/i18n';
import { readLoginState, sessionQueryClient, type LoginState } from '../../src/features/session';
import { clearSession, session, setToken } from '../../src/lib/state/session';
import { ui } from '../../src/lib/state/ui';
import { configureApi } from '../../src/lib/api';
import { useSimulatedBackend } from './backend';

/**
 * Component tests against the simulated backend: the world is seeded, every
 * test starts from a guest session, and no i18n key may be missing.
 */
export function useAppHarness(): void {
  useSimulatedBackend();
  beforeAll(async () => {
    await initI18n('EN');
    configureApi({ getToken: () => session.token });
  });
  // Routes load their chunk lazily, and a chunk's first load compiles its modules: at load 40 on 2 cores that
  // outlasted a test's 20 s wait. Loading every chunk here, under the hook's time-out, keeps it out of the tests.
  beforeAll(async () => {
    const dir = resolve(import.meta.dirname, '../../src/app/chunks');
    await Promise.all(readdirSync(dir).filter((file) => /\.tsx?$/.test(file)).map((file) => import(resolve(dir, file))));
    // The main layout and every modal load lazily too (src/app/routes.tsx, src/app/modals.ts): compiled here as well.
    await import('../../src/app/layouts/MainLayout');
    await (await import('../../src/app/modals')).loadAllModals();
    // The header's member panel too: left to its first render, its lazy retry was still pending seconds later in
    // happy-dom (a low-priority render that the page's query updates kept restarting), so the header showed its
    // skeleton where a test looked for the balance.
    await (await import('../../src/features/member')).preloadMemberInfo();
  });
  afterEach(() => {
    clearSession();
    ui.modal = null;
    ui.toasts = [];
    localStorage.clear();
    document.cookie.split('; ').forEach((cookie) => {
      document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    expect([...missingKeys], 'i18n keys missing from the locales').toEqual([]);
  });
}

export interface RenderAppOptions {
  route?: string;
  scenario?: ScenarioPatch;
  /** 'guest' or a persona/username of mocks/member/accounts.ts. */
  persona?: string;
}

/** Mounts the whole app (providers, gate, router) at a route, with a scenario and a persona. */
export async function renderApp({ route = '/', scenario, persona = 'guest' }: RenderAppOptions = {}) {
  if (scenario) setScenario(scenario);
  const token = await sessionForPersona(persona);
  if (token) setToken(token);
  const router = { current: null as ReturnType<typeof createMemoryRouter> | null };
  const result: RenderResult = render(
    <App
      queryClient={createQueryClient()}
      createRouter={(routes) => {
        router.current = createMemoryRouter(routes, { initialEntries: [route] });
        return router.current;
      }}
    />,
  );
  return { ...result, router: () => router.current! };
}

/** The mounted app's login state, as its hooks derive it from the member-info query. */
export function loginState(): LoginState {
  return readLoginState(sessionQueryClient());
}

/**
 * Waits until the mounted app has nothing in flight (no query fetching, no write pending) and the
 * renders its answers caused are committed: the condition for checking that something did NOT
 * happen (a popup that stays shut, a call that was never made), instead of a fixed sleep. Events
 * queued before it (a postMessage, a timer of 0) are delivered first.
 */
export async function appSettled(): Promise<void> {
  const client = sessionQueryClient();
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  await waitFor(() => {
    expect(client.isFetching()).toBe(0);
    expect(client.isMutating()).toBe(0);
  });
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
