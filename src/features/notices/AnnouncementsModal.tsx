import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { Button, Icon, Modal, Pagination, Skeleton } from '../../components';
import { formatDateTime } from '../../lib/format';
import { useLoginState } from '../session';
import { AnnouncementDetail } from './AnnouncementDetail';
import { announcementExecutions } from './popupRules';
import { useAnnouncements } from './queries';
import styles from './panes.module.css';

/**
 * SPEC §2 public announcements (the header bell): 9 titles per page on the
 * left, the selected one's sanitized detail on the right.
 */
export function AnnouncementsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { isLogin } = useLoginState();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const headingId = useId();
  const announcements = useAnnouncements(page, announcementExecutions(isLogin));
  const list = announcements.data?.list;
  const selected = list?.find((item) => item.id === selectedId) ?? list?.[0];

  // A new page selects its first item, so the detail pane always matches the list shown.
  useEffect(() => {
    if (list && !list.some((item) => item.id === selectedId)) setSelectedId(list[0]?.id ?? null);
  }, [list, selectedId]);

  return (
    <Modal title={t('announcements.title')} onClose={onClose} closeLabel={t('common.close')} size="xl">
      <div className={styles.split} data-testid="announcements">
        <div className={styles.side}>
          {list ? (
            <ul className={styles.list} aria-label={t('announcements.list')}>
              {list.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.item}
                    aria-current={item.id === selected?.id ? 'true' : undefined}
                    onClick={() => setSelectedId(item.id)}
                  >
                    <span className={styles.itemTitle}>{item.title}</span>
                    <span className={styles.itemMeta}>
                      <time dateTime={item.createTime}>{formatDateTime(item.createTime)}</time>
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
            <div className={styles.skeletons}>
              {Array.from({ length: 9 }, (_, index) => (
                <Skeleton key={index} height={58} radius={10} />
              ))}
            </div>
          )}
          <Pagination
            page={page}
            totalPages={announcements.data?.totalPages ?? 1}
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
            <AnnouncementDetail key={selected.id} item={selected} headingId={headingId} onLeave={onClose} />
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
