import { useTranslation } from '@/lib/useTranslation';
import { Modal } from '@/components';
import { FeedbackPanel } from '../components/FeedbackPanel';

/** Feedback over any page (from the member menu or customer service), the same form and history as /feedback. */
export function FeedbackModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('content.feedback.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <FeedbackPanel headingLevel={3} />
    </Modal>
  );
}
