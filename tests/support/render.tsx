import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { configure, render, waitFor, type RenderResult } from '@testing-library/react';
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
import { closeGameFrame, gameFrame } from '../../src/features/lobby/game-frame/frameState';
import { configureApi } from '../../src/lib/api';
import { useSimulatedBackend } from './backend';

/**
 * Component tests against the simulated backend: the world is seeded, every
 * test starts from a guest session, and no i18n key may be missing.
 */
/**
 * The whole app runs here as in a browser: answers of the simulated backend, lazy chunks and store
 * changes update it whenever they arrive, and the tests wait for what the user would see (findBy,
 * waitFor, appSettled). That is not act()'s model, where the test drives every update: React warns
 * about updates outside act() only while IS_REACT_ACT_ENVIRONMENT is true, so the harness leaves it
 * off except around render() (docs/adr/0019-app-tests-outside-act.md). Events are dispatched as a browser does;
 * React handles discrete events (click, key, input) synchronously, so the DOM is current after them.
 */
function runOutsideAct(): void {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  configure({ eventWrapper: (dispatch) => dispatch(), asyncWrapper: (wait) => wait() });
}

export function useAppHarness(): void {
  useSimulatedBackend();
  beforeAll(runOutsideAct);
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
    await import('../../src/features/lobby/game-frame/GameFrame');
    await (await import('../../src/app/modals')).loadAllModals();
    // The header's member panel too: left to its first render, its lazy retry was still pending seconds later in
    // happy-dom (a low-priority render that the page's query updates kept restarting), so the header showed its
    // skeleton where a test looked for the balance.
    await (await import('../../src/app/layouts/LazyHeaderMember')).preloadMemberInfo();
  });
  afterEach(() => {
    clearSession();
    ui.modal = null;
    ui.toasts = [];
    // The game frame is the shell's, outside any one render: no game, and the brand's way of opening games.
    closeGameFrame();
    gameFrame.windowPreferred = null;
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
  // render() calls act() itself: the act environment is on for that one synchronous call only.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const result: RenderResult = render(
    <App
      queryClient={createQueryClient()}
      createRouter={(routes) => {
        router.current = createMemoryRouter(routes, { initialEntries: [route] });
        return router.current;
      }}
    />,
  );
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
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
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await waitFor(() => {
    expect(client.isFetching()).toBe(0);
    expect(client.isMutating()).toBe(0);
  });
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}
