import { Button, Modal, pageKit, Skeleton } from '@/components';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { formatDateTime } from '@/lib/format';
import { usePlayerNotices } from '../api';
import { RichText } from '../components/RichText';
import styles from '../components/panes.module.css';

interface NoticeModalProps {
  onClose: () => void;
  /** The marquee item clicked: the modal opens at it. */
  noticeId?: string;
}

/** SPEC §2 notice modal: every player notice, opened at the one clicked, times as yyyy-MM-dd HH:mm:ss. */
export function NoticeModal({ onClose, noticeId }: NoticeModalProps) {
  const { t } = useTranslation();
  const notices = usePlayerNotices();
  const list = notices.data;
  const [selectedId, setSelectedId] = useState<string | undefined>(noticeId);
  const selected = list?.find((item) => item.id === selectedId) ?? list?.[0];
  const headingId = useId();
  const current = useRef<HTMLButtonElement>(null);

  // Opened at an item further down: bring it into view in the list.
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest' });
  }, [list]);

  return (
    <Modal title={t('notices.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <div className={styles.split} data-testid="notice-modal">
        <div className={styles.side}>
          {list ? (
            <ul className={styles.list} aria-label={t('notices.list')}>
              {list.map((item) => {
                const active = item.id === selected?.id;
                return (
                  <li key={item.id}>
                    <button
                      ref={active ? current : undefined}
                      type="button"
                      className={styles.item}
                      aria-current={active ? 'true' : undefined}
                      onClick={() => setSelectedId(item.id)}
                    >
                      <span className={styles.itemTitle}>{item.title}</span>
                      {item.startTime ? (
                        <span className={styles.itemMeta}>
                          <time dateTime={item.startTime}>{formatDateTime(item.startTime)}</time>
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : (
            <div className={pageKit.stack2}>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={58} radius={10} />
              ))}
            </div>
          )}
        </div>
        <div className={styles.detailPane}>
          {selected ? (
            <article aria-labelledby={headingId} data-testid="notice-detail" className={styles.noticeDetail}>
              <h3 id={headingId} className={styles.noticeTitle}>
                {selected.title}
              </h3>
              {selected.startTime ? (
                <time className={styles.noticeTime} dateTime={selected.startTime}>
                  {formatDateTime(selected.startTime)}
                </time>
              ) : null}
              <RichText html={selected.content} />
            </article>
          ) : list ? (
            <p className={styles.empty}>{t('notices.empty')}</p>
          ) : notices.isError ? (
            <div className={styles.empty}>
              <p>{t('notices.failed')}</p>
              <Button variant="secondary" onClick={() => void notices.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <Skeleton height={200} radius={12} />
          )}
        </div>
      </div>
    </Modal>
  );
}
