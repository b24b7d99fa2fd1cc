import { createRoot } from 'react-dom/client';
import type { SimulatedBackend } from '../../mocks/browser';
import { QaToolbar } from './QaToolbar';

/** Mounts the QA toolbar in its own root beside the app (start and demo builds only). */
export function mountQaToolbar(backend: SimulatedBackend): void {
  const host = document.createElement('div');
  host.id = 'qa-toolbar-root';
  document.body.append(host);
  createRoot(host).render(<QaToolbar resetDemo={backend.resetDemo} saveDemo={backend.saveDemo} />);
}
