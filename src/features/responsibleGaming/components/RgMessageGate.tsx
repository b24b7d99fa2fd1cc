import { useTranslation } from '@/lib/useTranslation';
import { Button, Modal, pageKit } from '@/components';
import { messageOwed } from '@contracts/shared/jurisdictions';
import { useJurisdiction } from '../../system';
import { useAcknowledgeMessage, type RgReading } from '../api';
import styles from './rg.module.css';

/**
 * MGA (issue 35): the responsible-gaming message, shown once after registration and before the
 * first bet, until the player acknowledges it; the backend refuses every launch before then
 * (rg_message_required). Not dismissible: "I understand" is the way on.
 */
export function RgMessageGate({ reading }: { reading: RgReading | undefined }) {
  const { t } = useTranslation();
  const profile = useJurisdiction();
  const acknowledge = useAcknowledgeMessage();
  const regulation = reading?.status.regulation;
  if (!regulation || !messageOwed(profile, regulation.messageAcknowledged)) return null;
  return (
    <Modal
      title={t('rgJurisdiction.message.title')}
      size="sm"
      dismissible={false}
      onClose={() => undefined}
      footer={
        <Button loading={acknowledge.isPending} onClick={() => acknowledge.mutate({})}>
          {t('rgJurisdiction.message.confirm')}
        </Button>
      }
    >
      <div className={pageKit.stack3} data-testid="rg-message">
        <p>{t('rgJurisdiction.message.lead')}</p>
        <p>{t('rgJurisdiction.message.points')}</p>
        {acknowledge.isError ? <p role="alert" className={styles.error}>{acknowledge.error.message}</p> : null}
      </div>
    </Modal>
  );
}
