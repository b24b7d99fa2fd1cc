import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, Skeleton } from '@/components';
import { formatDateTime } from '@/lib/format';
import { RichText } from '../../announcements';
import { useMessageDetail } from '../api';
import styles from '../screens/messages.module.css';

/** The opened message: its title, time and sanitized server HTML. Opening it is what marks it read. */
export function MessageDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useMessageDetail(id);
  if (id === null) {
    return (
      <section className={`${styles.detailPane} ${styles.placeholder}`} aria-label={t('engageMessages.detail')}>
        <Icon name="mail" size={44} />
        <p>{t('engageMessages.pick')}</p>
      </section>
    );
  }
  const message = query.data;
  return (
    <section className={styles.detailPane} aria-labelledby={headingId} data-testid="message-detail" aria-busy={query.isFetching || undefined}>
      {query.isError ? (
        <div role="alert" className={styles.state}>
          <h2 id={headingId} className={styles.detailTitle}>
            {t('engageMessages.notFound')}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      ) : !message ? (
        <div aria-hidden="true" className={styles.skeleton}>
          <Skeleton height={22} width="60%" />
          <Skeleton height={12} width="30%" />
          <Skeleton height={80} />
        </div>
      ) : (
        <article>
          <header className={styles.detailHead}>
            <span className={`${styles.category} ${styles[message.category]}`}>{t(`engageMessages.category.${message.category}`)}</span>
            <h2 id={headingId} className={styles.detailTitle}>
              {message.subject}
            </h2>
            <time className={styles.detailTime} dateTime={message.sendTime}>
              {formatDateTime(message.sendTime)}
            </time>
          </header>
          <RichText html={message.content} className={styles.body} />
          <div className={styles.detailActions}>
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('engageMessages.backToList')}
            </Button>
          </div>
        </article>
      )}
    </section>
  );
}
