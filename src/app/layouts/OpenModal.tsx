import { Suspense, type ComponentType } from 'react';
import type { ModalName, ModalProps } from '../../lib/state/modals';
import { closeModal } from '../../lib/state/ui';
import { modalRegistry, type ModalComponents, type ModalHostProps } from '../modals';
import { LoadingOverlay } from './LoadingOverlay';

const components: ModalComponents = modalRegistry;

/** One open modal: the name picks the component and its props, so the compiler follows them together. */
export default function OpenModal<N extends ModalName>({ name, filed }: { name: N; filed: Partial<ModalProps> }) {
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
