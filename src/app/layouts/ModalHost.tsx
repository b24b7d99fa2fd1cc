import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../components';
import type { ModalName, ModalProps } from '../../lib/state/modals';
import { closeModal, ui } from '../../lib/state/ui';
import { modalRegistry, warmModals, type ModalComponents, type ModalHostProps } from '../modals';
import { LoadingOverlay } from './LoadingOverlay';

const components: ModalComponents = modalRegistry;

/** One open modal: the name picks the component and its props, so the compiler follows them together. */
function OpenModalView<N extends ModalName>({ name, filed }: { name: N; filed: Partial<ModalProps> }) {
  const { t } = useTranslation();
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
    <Modal title={t(`modals.${name}`)} onClose={closeModal} closeLabel={t('common.close')}>
      <p data-testid="modal-coming-soon">{t('comingSoon.text')}</p>
    </Modal>
  );
}

/** Renders the open modal: a feature's registered one, or its coming-soon state. */
export function ModalHost() {
  const { modal } = useSnapshot(ui);
  useEffect(() => {
    // After the first screen, when the page is idle: the modals' code, so none waits on its first opening.
    const idle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(warmModals);
  }, []);
  if (!modal) return null;
  return <OpenModalView key={modal.name} name={modal.name} filed={modal.props} />;
}
