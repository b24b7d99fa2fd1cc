import { Suspense, useEffect, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { whenIdle } from '../../lib/idle';
import type { ModalName, ModalProps } from '../../lib/state/modals';
import { closeModal, ui } from '../../lib/state/ui';
import { modalRegistry, warmModals, type ModalComponents, type ModalHostProps } from '../modals';
import { LoadingOverlay } from './LoadingOverlay';

const components: ModalComponents = modalRegistry;

/** One open modal: the name picks the component and its props, so the compiler follows them together. */
function OpenModalView<N extends ModalName>({ name, filed }: { name: N; filed: Partial<ModalProps> }) {
  const Registered: ComponentType<ModalProps[N] & ModalHostProps> = components[name];
  const props: ModalProps[N] | undefined = filed[name];
  if (!props) return null;
  return (
    // A modal's code loads on its first opening; the delayed overlay covers a slow load.
    <Suspense fallback={<LoadingOverlay />}>
      <Registered key={name} {...props} onClose={closeModal} />
    </Suspense>
  );
}

/** Renders the open modal, by its registered component. */
export function ModalHost() {
  const { modal } = useSnapshot(ui);
  useEffect(() => {
    // After the first screen, when the page is idle: the modals' code, so none waits on its first opening.
    whenIdle(warmModals);
  }, []);
  if (!modal) return null;
  return <OpenModalView key={modal.name} name={modal.name} filed={modal.props} />;
}
