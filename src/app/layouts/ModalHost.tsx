import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdle } from '../../lib/idle';
import type { ModalName, ModalProps } from '../../lib/state/modals';
import { closeModal, ui } from '../../lib/state/ui';
import { modalRegistry, warmModals, type ModalComponents, type ModalHostProps } from '../modals';
import { LoadingOverlay } from './LoadingOverlay';

const components: ModalComponents = modalRegistry;
// Only for SPEC modals not built yet: never in the initial load.
const ComingSoonModal = lazy(() => import('./ComingSoonModal').then((module) => ({ default: module.ComingSoonModal })));

/** One open modal: the name picks the component and its props, so the compiler follows them together. */
function OpenModalView<N extends ModalName>({ name, filed }: { name: N; filed: Partial<ModalProps> }) {
  const Registered: ComponentType<ModalProps[N] & ModalHostProps> | undefined = components[name];
  const props: ModalProps[N] | undefined = filed[name];
  if (Registered && props) {
    return (
      // A modal's code loads on its first opening; the delayed overlay covers a slow load.
      <Suspense fallback={<LoadingOverlay />}>
        <Registered key={name} {...props} onClose={closeModal} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <ComingSoonModal name={name} onClose={closeModal} />
    </Suspense>
  );
}

/** Renders the open modal: a feature's registered one, or its coming-soon state. */
export function ModalHost() {
  const { modal } = useSnapshot(ui);
  useEffect(() => {
    // After the first screen, when the page is idle: the modals' code, so none waits on its first opening.
    whenIdle(warmModals);
  }, []);
  if (!modal) return null;
  return <OpenModalView key={modal.name} name={modal.name} filed={modal.props} />;
}
