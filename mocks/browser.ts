import { setupWorker } from 'msw/browser';
import { assetHandlers } from './engine/assets';
import { onMutation } from './engine/handle';
import { clearSnapshot, loadSnapshot, saveSnapshot } from './engine/persistence';
import { getScenario, scenarioFromQuery, setScenario } from './engine/scenario';
import { handlers } from './handlers';
import { sessionForPersona } from './personas';
import { resetWorld, restoreWorld, snapshotWorld } from './world';

export interface SimulatedBackend {
  /** A session token for the persona named in the URL, if any. */
  personaToken: string | null;
  /** Forget the demo's changes and reseed. */
  resetDemo: () => Promise<void>;
  stop: () => void;
}

function debounce(action: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(action, ms);
  };
}

/**
 * Starts the simulated backend in the page: seeds or restores the world,
 * applies a scenario from the URL, and serves every route from a service
 * worker registered under `basePath` (e.g. `/demo/`).
 */
export async function startSimulatedBackend(basePath = '/'): Promise<SimulatedBackend> {
  const saved = await loadSnapshot().catch(() => undefined);
  const restored = saved ? await restoreWorld(saved) : false;
  if (!restored) await resetWorld();

  const persist = debounce(() => void saveSnapshot(snapshotWorld()), 250);
  const stopPersisting = onMutation(persist);
  window.addEventListener('pagehide', () => void saveSnapshot(snapshotWorld()));

  const patch = scenarioFromQuery(new URLSearchParams(window.location.search));
  setScenario(patch);

  const worker = setupWorker(...handlers, ...assetHandlers);
  await worker.start({
    serviceWorker: { url: `${basePath}mockServiceWorker.js`, options: { scope: basePath } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const personaToken = patch.persona ? await sessionForPersona(getScenario().persona) : null;
  return {
    personaToken,
    resetDemo: async () => {
      await clearSnapshot();
      await resetWorld();
    },
    stop: () => {
      stopPersisting();
      worker.stop();
    },
  };
}
