import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { SimulatedBackend } from '../../mocks/browser';
import { i18n } from '../lib/i18n';
import { QaToolbar } from './QaToolbar';

/** Mounts the QA toolbar in its own root beside the app (start and demo builds only). */
export function mountQaToolbar(backend: SimulatedBackend): void {
  const host = document.createElement('div');
  host.id = 'qa-toolbar-root';
  document.body.append(host);
  createRoot(host).render(
    <I18nextProvider i18n={i18n}>
      <QaToolbar resetDemo={backend.resetDemo} saveDemo={backend.saveDemo} />
    </I18nextProvider>,
  );
}
