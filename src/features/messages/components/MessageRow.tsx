import { useTranslation } from '@/lib/useTranslation';
import type { InboxRow } from '../api';
import { formatDateTime } from '@/lib/format';
import styles from '../screens/messages.module.css';

interface MessageRowProps {
  message: InboxRow;
  checked: boolean;
  open: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** One inbox row: its checkbox, and a button that opens it; an unread row is bold with a dot, and says so to screen readers. */
export function MessageRow({ message, checked, open, onToggle, onOpen }: MessageRowProps) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <li className={`${styles.row} ${unread ? styles.unreadRow : ''} ${open ? styles.openRow : ''}`} data-testid="message-row" data-message-id={message.id} data-unread={unread || undefined}>
      <input
        type="checkbox"
        className={styles.check}
        checked={checked}
        onChange={onToggle}
        aria-label={t('engageMessages.select', { title: message.subject })}
      />
      <button type="button" className={styles.open} onClick={onOpen} aria-current={open || undefined}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>
            {message.subject}
            {unread ? <span className="visually-hidden">, {t('engageMessages.unread')}</span> : null}
          </span>
          <span className={styles.rowMeta}>
            {message.category ? <span className={`${styles.category} ${styles[message.category]}`}>{t(`engageMessages.category.${message.category}`)}</span> : null}
            {message.sendTime ? <time dateTime={message.sendTime}>{formatDateTime(message.sendTime)}</time> : null}
          </span>
        </span>
      </button>
    </li>
  );
}
