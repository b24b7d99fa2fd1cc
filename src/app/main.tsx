import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../lib/api';
import { applyBrandTheme, brand } from '../lib/brand';
import { initI18n } from '../lib/i18n';
import { session, setToken } from '../lib/state/session';
import { sessionStore } from '../lib/storage';
import { App } from './App';
import { createQueryClient } from './providers';
import './styles/global.css';

const basePath = import.meta.env.PUBLIC_BASE_PATH ?? '/';

/**
 * Boot: in `start` and the demo, the simulated backend starts first and the
 * QA toolbar mounts beside the app. Both imports are dead code in the
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
    const { startSimulatedBackend } = await import('../../mocks/browser');
    const backend = await startSimulatedBackend(basePath);
    if (backend.personaToken) setToken(backend.personaToken);
    mountDevtools = async () => (await import('../devtools/mount')).mountQaToolbar(backend);
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
  await mountDevtools?.();
}

void boot();
