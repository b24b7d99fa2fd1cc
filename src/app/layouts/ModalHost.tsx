import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Modal } from '../../components';
import { closeModal, ui } from '../../lib/state/ui';
import { modalRegistry } from '../modals';

/** Renders the open modal: a feature's registered one, or its coming-soon state. */
export function ModalHost() {
  const { t } = useTranslation();
  const { modal } = useSnapshot(ui);
  if (!modal) return null;
  const Registered = modalRegistry[modal.name];
  if (Registered) return <Registered {...modal.props} onClose={closeModal} />;
  return (
    <Modal title={t(`modals.${modal.name}`)} onClose={closeModal} closeLabel={t('common.close')}>
      <p data-testid="modal-coming-soon">{t('comingSoon.text')}</p>
    </Modal>
  );
}
