import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdle } from '../../lib/idle';
import { ui } from '../../lib/state/ui';
import { LoadingOverlay } from './LoadingOverlay';

// The registry of every modal's loader is itself loaded on the first opening (or at idle), not with the shell.
const OpenModal = lazy(() => import('./OpenModal'));

/** Renders the open modal, by its registered component. */
export function ModalHost() {
  const { modal } = useSnapshot(ui);
  useEffect(() => {
    // After the first screen, when the page is idle: the modals' code, so none waits on its first opening.
    whenIdle(() => void import('../modals').then((module) => module.warmModals()));
  }, []);
  if (!modal) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <OpenModal key={modal.name} name={modal.name} filed={modal.props} />
    </Suspense>
  );
}
