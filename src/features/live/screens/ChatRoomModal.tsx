import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Modal, Spinner } from '@/components';
import { GAME_SANDBOX } from '@/lib/gameFrame';
import { safeUrl } from '@/lib/safeUrl';
import { resolveLanguage } from '@/lib/languages';
import { isApiError } from '@/lib/api';
import { useLaunchChat } from '../api';
import styles from './Live.module.css';

interface ChatRoomModalProps {
  onClose: () => void;
  roomId: number;
  roomTitle: string;
}

/**
 * SPEC §2 chat room modal: live.launchChat's chatUrl in a sandboxed frame,
 * only once the URL passes the site's check (src/lib/safeUrl), with a link to
 * open it in its own tab should the frame stay blank.
 */
export function ChatRoomModal({ onClose, roomId, roomTitle }: ChatRoomModalProps) {
  const { t, i18n } = useTranslation();
  const chat = useLaunchChat();
  const language = resolveLanguage(i18n.language);
  // The mutation hook hands out a new `mutate` each render: the launch must run once per room and language, not per render.
  const mutate = useRef(chat.mutate);
  mutate.current = chat.mutate;
  useEffect(() => {
    mutate.current({ roomId, language });
  }, [roomId, language]);
  const url = chat.data ? safeUrl(chat.data.chatUrl) : null;

  return (
    <Modal title={t('content.live.chatTitle', { room: roomTitle })} onClose={onClose} closeLabel={t('common.close')} size="lg">
      <div className={styles.chat} data-testid="chat-room">
        {chat.error ? (
          <div className={styles.chatState}>
            <p role="alert">{chat.error.messageKey ? t(chat.error.messageKey, isApiError(chat.error) ? chat.error.messageParams : undefined) : chat.error.message}</p>
            <Button variant="secondary" onClick={() => chat.mutate({ roomId, language })}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !chat.data ? (
          <div className={styles.chatState}>
            <Spinner label={t('content.live.connecting')} />
          </div>
        ) : url ? (
          <>
            <iframe className={styles.frame} src={url} title={t('content.live.chatFrame', { room: roomTitle })} sandbox={GAME_SANDBOX} referrerPolicy="no-referrer" />
            <p className={styles.fallback}>
              {t('content.live.fallback')}{' '}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('content.live.openTab')}
              </a>
            </p>
          </>
        ) : (
          <p role="alert" className={styles.chatState}>
            {t('errors.invalidUrl')}
          </p>
        )}
      </div>
    </Modal>
  );
}
