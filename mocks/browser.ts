import { HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { assetHandlers } from './engine/assets';
import { onMutation, setRequestServer } from './engine/handle';
import { endsWithPath, MatchHandler } from './engine/match-handler';
import { clearSnapshot, loadSnapshot, saveSnapshot } from './persistence';
import { loadRecordingFrom } from './engine/recordings';
import { normalizeCatalogueSize } from './games/catalogue';
import { configureLaunchCdns } from './games/demo';
import { getScenario, onScenarioChange, scenarioFromQuery, setScenario, type ScenarioPatch } from './engine/scenario';
import { SERVICE_WORKER_FILE } from './engine/service-worker';
import { handlers } from './handlers';
import { sessionForPersona } from './personas';
import { resetWorld, resetWorldInParts, restorePersistent, restoreWorld, snapshotWorld, WORLD_VERSION } from './world';
import { syncTabs } from './engine/tab-sync';
import { onRequestLogged } from './engine/request-log';
import { completeWorld, isWorldComplete } from './engine/world-gate';

export { simulatedClock } from './engine/simulated-clock';

export interface SimulatedBackend {
  /** A session token for the persona named in the URL, if any. */
  personaToken: string | null;
  /** Forget the demo's changes and reseed. */
  resetDemo: () => Promise<void>;
  /** Writes the demo's data now (before a reload the toolbar triggers). */
  saveDemo: () => Promise<void>;
  /** Checks the service worker still answers, and restarts it if the browser stopped it. */
  ensureAlive: () => Promise<boolean>;
  stop: () => void;
}

/** The demo's own scenario, kept for the tab so a reload keeps what QA switched. */
const SCENARIO_KEY = 'casino-demo:scenario';
const HEALTH_PATH = '__simulated-backend/health';
const HEALTH_HEADER = 'x-simulated-backend';
const HEALTH_INTERVAL_MS = 10_000;
/** How long the page goes without an API call before a new world's rest is seeded (when nothing asked for it). */
const REST_AFTER_QUIET_MS = 1000;

/**
 * Runs `action` once after the current burst of synchronous calls. A timer
 * here lost writes: a reload soon after a change (a login, a bet) came
 * before the timer fired, and IndexedDB writes begun on pagehide do not finish.
 */
function coalesce(action: () => void): () => void {
  let scheduled = false;
  return () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      action();
    });
  };
}

function storedScenario(): ScenarioPatch {
  try {
    return JSON.parse(sessionStorage.getItem(SCENARIO_KEY) ?? '{}') as ScenarioPatch;
  } catch {
    return {};
  }
}

/**
 * Restores the saved world, or seeds a new one: with `?games=N` (1,000 to
 * 50,000) the catalogue of a new world has N games, and the saved world keeps
 * that size across reloads until the demo is reset. A new world is seeded in
 * two parts (mocks/engine/world-gate.ts): the backend serves after the first.
 */
async function startWorld(query: URLSearchParams): Promise<void> {
  const saved = await loadSnapshot().catch(() => undefined);
  const restored = saved ? await restoreWorld(saved) : false;
  if (restored) return;
  const options = { games: normalizeCatalogueSize(query.get('games') ?? undefined) };
  // A persona link needs the whole world before its session: seeded at once, beside the worker's registration.
  await (scenarioFromQuery(query).persona ? resetWorld(options) : resetWorldInParts(options));
}

/**
 * Seeds the rest of a new world once the first screen has what it asked for:
 * after a quiet second without API calls, at an idle moment. A request that
 * needs it earlier starts it itself.
 */
function completeWorldWhenQuiet(): void {
  if (isWorldComplete()) return;
  let timer = 0;
  const complete = () => {
    stopListening();
    window.clearTimeout(timer);
    void completeWorld();
  };
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run)))(complete), REST_AFTER_QUIET_MS);
  };
  const stopListening = onRequestLogged(arm);
  arm();
}

/**
 * Starts the simulated backend in the page: seeds or restores the world,
 * applies the scenario (the tab's stored one, then the URL's), and serves
 * every route from a service worker registered under `basePath` (`/demo/`).
 * `search` is the address's query as the page opened: the app renders
 * meanwhile, and its router may have changed the address since.
 */
export async function startSimulatedBackend(basePath = '/', search = window.location.search): Promise<SimulatedBackend> {
  const query = new URLSearchParams(search);
  const health = new MatchHandler('the health probe', endsWithPath(`/${HEALTH_PATH}`), () => new HttpResponse(null, { status: 204, headers: { [HEALTH_HEADER]: '1' } }));
  const worker = setupWorker(health, ...handlers, ...assetHandlers);
  const startOptions = {
    serviceWorker: { url: `${basePath}${SERVICE_WORKER_FILE}`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass' as const,
    quiet: true,
  };
  // Registering the service worker is mostly waiting on the browser; the world
  // is built meanwhile. The app sends no request before this function returns.
  // The marks let the bench and a profile tell the two apart (scripts/bench/coldstart.ts).
  performance.mark('backend:start');
  await Promise.all([
    worker.start(startOptions).then(() => performance.mark('backend:worker')),
    startWorld(query).then(() => performance.mark('backend:world')),
  ]);

  // Only a successful write persists, and every write waits for the whole world; a visit that wrote
  // nothing has nothing to save, even with the rest of a new world still waiting.
  // The tabs of the demo share one world (mocks/engine/tab-sync.ts): a write here reaches the others' answers.
  const tabs = syncTabs(async () => {
    const saved = await loadSnapshot();
    if (saved?.version === WORLD_VERSION && isWorldComplete()) await restorePersistent(saved);
  });
  setRequestServer(tabs.serve);
  const persist = coalesce(() => void saveSnapshot(snapshotWorld()).then(tabs.saved));
  const stopPersisting = onMutation(() => {
    tabs.wrote();
    persist();
  });
  window.addEventListener('pagehide', () => {
    if (isWorldComplete()) void saveSnapshot(snapshotWorld());
  });

  const fromUrl = scenarioFromQuery(query);
  setScenario({ ...storedScenario(), ...fromUrl });
  sessionStorage.setItem(SCENARIO_KEY, JSON.stringify(getScenario()));
  onScenarioChange((scenario) => sessionStorage.setItem(SCENARIO_KEY, JSON.stringify(scenario)));

  // A recording named in the address (`npm run record`) answers the calls it holds; a broken one is reported, not fatal.
  const recording = query.get('recording');
  if (recording) await loadRecordingFrom(recording, window.location.origin).catch((error: unknown) => console.error('[recording]', error));

  // The built-in demo games are served by this site under its base path, so
  // the launch CDN list is this origin + base path (one picked per launch).
  configureLaunchCdns([`${window.location.origin}${basePath.replace(/\/$/, '')}`]);

  // Browsers stop idle service workers; a restarted worker forgets this page
  // and lets requests through. Probe it, and start it again when that happens.
  let recovering: Promise<boolean> | null = null;
  const ensureAlive = () =>
    (recovering ??= (async () => {
      const probe = await fetch(`${basePath}${HEALTH_PATH}`, { cache: 'no-store' }).catch(() => null);
      if (probe?.headers.get(HEALTH_HEADER) === '1') return true;
      worker.stop();
      await worker.start(startOptions);
      return false;
    })().finally(() => {
      recovering = null;
    }));
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible') void ensureAlive();
  }, HEALTH_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void ensureAlive();
  });

  const saveDemo = async () => {
    await completeWorld();
    await saveSnapshot(snapshotWorld());
    tabs.saved();
  };
  const personaToken = fromUrl.persona ? await sessionForPersona(getScenario().persona) : null;
  if (personaToken) await saveDemo();
  completeWorldWhenQuiet();
  performance.mark('backend:ready');
  return {
    personaToken,
    ensureAlive,
    saveDemo,
    resetDemo: async () => {
      await clearSnapshot();
      await resetWorld();
    },
    stop: () => {
      window.clearInterval(timer);
      stopPersisting();
      worker.stop();
    },
  };
}
