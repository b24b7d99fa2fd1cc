import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../../lib/state/ui';
import { LoadingOverlay } from './LoadingOverlay';

// The registry of every modal's loader is a chunk of its own, loaded once the shell has mounted, not with it.
const OpenModal = lazy(() => import('./OpenModal'));

/** Renders the open modal, by its registered component. */
export function ModalHost() {
  const { modal } = useSnapshot(ui);
  const queryClient = useQueryClient();
  // The modals' code, so none waits on its first opening: the registry at once (it is small), and every modal once
  // the first screen's data is in (`warmModals`).
  // An unmounted shell (a test's app) cancels it: no timer outlives the page it was for.
  useEffect(() => {
    const warming = import('../modals').then((module) => module.warmModals(queryClient));
    return () => void warming.then((cancel) => cancel());
  }, [queryClient]);
  if (!modal) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <OpenModal key={modal.name} name={modal.name} filed={modal.props} />
    </Suspense>
  );
}
