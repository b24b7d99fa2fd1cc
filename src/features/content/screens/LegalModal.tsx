import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import { Modal, pageKit } from '@/components';
import { pagePath } from '@/lib/pages';
import { LicencePanel } from '../components/LicencePanel';

/** SPEC §2 Modals: the legal licence modal, over any page, with a link to the full /legal page. */
export function LegalModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('modals.legal')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <Link className={pageKit.strongLink} to={pagePath('legal')} onClick={onClose}>
          {t('content.legal.fullPage')}
        </Link>
      }
    >
      <LicencePanel headingLevel={3} />
    </Modal>
  );
}
