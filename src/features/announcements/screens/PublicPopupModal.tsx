import { Button, Modal, pageKit } from '@/components';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { ModalProps } from '@/lib/state/modals';
import { sessionStore } from '@/lib/storage';
import { usePopups } from '../api';
import { AnnouncementDetail } from '../components/AnnouncementDetail';
import styles from './PublicPopupModal.module.css';

type PublicPopupModalProps = ModalProps['publicPopup'] & { onClose: () => void };

/**
 * The public popup (SPEC §4): one announcement at a time with previous/next
 * when there are several, read from the audience's cached N1 answer. Closing it sets its session flag, so it stays
 * closed until the session ends.
 */
export function PublicPopupModal({ onClose, executions, closedFlag }: PublicPopupModalProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const headingId = useId();
  const list = usePopups(executions, true).data ?? [];
  const item = list[index];
  const close = () => {
    sessionStore.set(closedFlag, '1');
    onClose();
  };
  return (
    <Modal
      title={t('popups.title')}
      onClose={close}
      closeLabel={t('common.close')}
      size="lg"
      footer={
        <div className={styles.footer}>
          {list.length > 1 ? (
            <div className={pageKit.row2}>
              <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('common.previous')}
              </Button>
              <span className={styles.count} aria-live="polite">
                {t('popups.position', { index: index + 1, total: list.length })}
              </span>
              <Button variant="ghost" size="sm" disabled={index === list.length - 1} onClick={() => setIndex(index + 1)}>
                {t('common.next')}
              </Button>
            </div>
          ) : (
            <span />
          )}
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
        </div>
      }
    >
      <div data-testid="public-popup">{item ? <AnnouncementDetail key={item.key} item={item} headingId={headingId} onLeave={close} /> : null}</div>
    </Modal>
  );
}
