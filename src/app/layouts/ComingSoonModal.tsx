import { useTranslation } from 'react-i18next';
import { Modal } from '../../components';
import type { ModalName } from '../../lib/state/modals';

/** A SPEC §2 modal whose feature has not landed yet: its title and the coming-soon text. */
export function ComingSoonModal({ name, onClose }: { name: ModalName; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t(`modals.${name}`)} onClose={onClose} closeLabel={t('common.close')}>
      <p data-testid="modal-coming-soon">{t('comingSoon.text')}</p>
    </Modal>
  );
}
