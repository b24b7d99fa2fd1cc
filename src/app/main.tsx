import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../lib/api';
import { connectClock } from '../lib/clock';
import { applyBrandTheme, brand } from '../lib/brand';
import { initI18n } from '../lib/i18n';
import { whenIdle } from '../lib/idle';
import { session, setToken } from '../lib/state/session';
import { sessionStore } from '../lib/storage';
import { App } from './App';
import { preloadMemberInfo } from './layouts/LazyHeaderMember';
import { createQueryClient } from './providers';
import './styles/global.css';

const basePath = import.meta.env.PUBLIC_BASE_PATH ?? '/';

/**
 * Boot: in `start` and the demo, the simulated backend starts beside the app
 * and the QA toolbar mounts once it serves. Both imports are dead code in the
 * production build, so no mock byte reaches dist/.
 */
async function boot() {
  configureApi({ getToken: () => session.token });
  // SPEC §3's merchantCode session key: the brand's code, sent on SPEC §7's calls and kept through logout (§4).
  if (!sessionStore.get('merchantCode')) sessionStore.set('merchantCode', brand.merchantCode);
  let mountDevtools: (() => Promise<void>) | null = null;
  // The texts load while the simulated backend starts (neither needs the other).
  const texts = initI18n();
  if (import.meta.env.PUBLIC_MOCKS) {
    const openedWith = window.location.search;
    // A persona link signs in as soon as the backend serves (below): the header's member code loads meanwhile.
    // (Production does not preload it for a stored token: the initial load has no bytes to spare for it.)
    if (new URLSearchParams(openedWith).has('persona')) void preloadMemberInfo();
    // The chunk's name lets the demo's HTML preload it (scripts/build/preload-simulated-backend.ts).
    const backend = import(/* webpackChunkName: "simulated-backend" */ '../../mocks/browser')
      .then(({ startSimulatedBackend, simulatedClock }) => {
        // The app's countdowns and "today" read the simulated clock QA can pause, speed up and move (issue 36).
        connectClock(simulatedClock);
        return startSimulatedBackend(basePath, openedWith);
      })
      .then((started) => {
        if (started.personaToken) setToken(started.personaToken);
        return started;
      });
    // The page renders while the service worker registers and the world is seeded or restored;
    // its requests wait for the backend instead (tests/api/readiness.test.ts). A persona link too: its
    // session token is set before the backend counts as ready, and the start-up gate renders nothing that
    // reads the session (member guards, header, session bootstrap) before the permission answer, which
    // waits for that; so the member guards never see a guest, while the app's code loads beside the world.
    configureApi({ ready: backend });
    mountDevtools = async () => (await import('../devtools/mount')).mountQaToolbar(await backend);
  }
  await texts;
  applyBrandTheme();
  const queryClient = createQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} basename={basePath} />
    </StrictMode>,
  );
  // Written as a branch so the production build, where it is always null, drops the line.
  if (mountDevtools) await mountDevtools();
  // Production checks a sample of answers against the contract once the page is idle (src/lib/api/drift):
  // its code and the schemas load then, never with the first page; a rate of 0 drops the branch.
  else if (!import.meta.env.PUBLIC_MOCKS && import.meta.env.PUBLIC_DRIFT_SAMPLE_RATE !== '0') {
    whenIdle(() => void import(/* webpackChunkName: "drift-reporter" */ '../lib/api/drift/install').then((drift) => drift.installDriftReporter()));
  }
}

void boot();
