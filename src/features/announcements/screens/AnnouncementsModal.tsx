import { Button, Icon, Modal, pageKit, Pagination, Skeleton } from '@/components';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { formatDateTime } from '@/lib/format';
import { AnnouncementDetail } from '../components/AnnouncementDetail';
import { pageOf, useAnnouncements } from '../api';
import styles from '../components/panes.module.css';

/**
 * SPEC §2 public announcements (the header bell): 9 titles per page on the
 * left, the selected one's sanitized detail on the right. N1 gives them all
 * at once, so the pages are the client's.
 */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const headingId = useId();
  const announcements = useAnnouncements();
  const paged = announcements.data ? pageOf(announcements.data, page) : null;
  const list = paged?.rows;
  const selected = list?.find((item) => item.key === selectedKey) ?? list?.[0];

  // A new page selects its first item, so the detail pane always matches the list shown.
  useEffect(() => {
    if (list && !list.some((item) => item.key === selectedKey)) setSelectedKey(list[0]?.key ?? null);
  }, [list, selectedKey]);

  return (
    <Modal title={t('announcements.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <div className={styles.split} data-testid="announcements">
        <div className={styles.side}>
          {list ? (
            <ul className={styles.list} aria-label={t('announcements.list')}>
              {list.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={item.key === selected?.key ? 'true' : undefined}
                    onClick={() => setSelectedKey(item.key)}
                  >
                    <span className={styles.itemTitle}>{item.title}</span>
                    <span className={styles.itemMeta}>
                      {item.time ? <time dateTime={item.time}>{formatDateTime(item.time)}</time> : null}
                      {item.promotionType ? (
                        <span className={styles.promo} title={t('announcements.hasPromotion')}>
                          <Icon name="gift" size={14} />
                          <span className="visually-hidden">{t('announcements.hasPromotion')}</span>
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <div className={pageKit.stack2}>
              {Array.from({ length: 9 }, (_, index) => (
                <Skeleton key={index} height={58} radius={10} />
              ))}
            </div>
          )}
          <Pagination
            page={page}
            totalPages={paged?.totalPages ?? 1}
            onChange={setPage}
            labels={{
              nav: t('announcements.pages'),
              previous: t('common.previous'),
              next: t('common.next'),
              page: (number) => t('announcements.page', { page: number }),
            }}
          />
        </div>
        <div className={styles.detailPane} aria-busy={announcements.isFetching || undefined}>
          {selected ? (
            <AnnouncementDetail key={selected.key} item={selected} headingId={headingId} onLeave={onClose} />
          ) : list ? (
            <p className={styles.empty}>{t('announcements.empty')}</p>
          ) : announcements.isError ? (
            <div className={styles.empty}>
              <p>{t('announcements.failed')}</p>
              <Button variant="secondary" onClick={() => void announcements.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : (
            <Skeleton height={320} radius={12} />
          )}
        </div>
      </div>
    </Modal>
  );
}
