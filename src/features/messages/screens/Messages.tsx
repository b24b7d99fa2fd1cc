import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, Dialog, Icon, Pagination, urlField, type UrlField, useKitLabels, useUrlFilters } from '@/components';
import { showToast } from '@/lib/state/ui';
import { useInboxUnreadCount, useMarkRead, useMessages, useRemoveMessages } from '../api';
import { MessageDetail } from '../components/MessageDetail';
import { MessageRow } from '../components/MessageRow';
import styles from './messages.module.css';

const messageId: UrlField<number> = {
  parse: (raw) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined),
  toParam: String,
  fallback: 0,
};
const FILTERS = { pageNo: urlField.pageNo(), message: messageId };

/**
 * messageV2 (SPEC §2, players and agents): the inbox newest first, unread in
 * bold, several rows selected at once to mark read or delete (after a
 * confirmation), paging, and the opened message beside the list. The page
 * and the open message live in the URL, so a reload or a shared link keeps them.
 */
export function Messages() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { pageNo, message } = filters.values;
  const query = useMessages(pageNo);
  const page = query.data;
  // The unread count is N2's, the one the badges read.
  const unread = useInboxUnreadCount();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const markRead = useMarkRead();
  const remove = useRemoveMessages();

  const rows = page?.rows ?? [];
  const visibleSelected = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allChecked = rows.length > 0 && visibleSelected.length === rows.length;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allChecked ? new Set() : new Set(rows.map((row) => row.id)));

  const markSelected = () =>
    markRead.mutate(visibleSelected.length ? { body: { ids: visibleSelected } } : { body: { all: true } }, {
      onSuccess: (value) => {
        setSelected(new Set());
        showToast(t('engageMessages.markedRead', { count: value.affected }), 'success', false);
      },
    });
  const deleteSelected = () =>
    remove.mutate(
      { body: { ids: visibleSelected } },
      {
        onSuccess: (value) => {
          setConfirming(false);
          setSelected(new Set());
          if (visibleSelected.includes(message)) filters.set({ message: 0 });
          // The last rows of the last page went: step back to a page that still exists.
          if (rows.length === value.affected && pageNo > 1) filters.set({ pageNo: pageNo - 1 });
          showToast(t('engageMessages.deleted', { count: value.affected }), 'success', false);
        },
        onError: () => setConfirming(false),
      },
    );

  const failure = markRead.error ?? remove.error;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('engageMessages.toolbar')}>
        <label className={styles.selectAll}>
          <input type="checkbox" checked={allChecked} onChange={toggleAll} disabled={!rows.length} />
          {t('engageMessages.selectPage')}
        </label>
        <span className={styles.unread} data-testid="messages-unread">
          {t('engageMessages.unreadCount', { count: unread })}
        </span>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" icon={<Icon name="mail" size={16} />} loading={markRead.isPending} onClick={markSelected} disabled={!page || (!visibleSelected.length && unread === 0)}>
            {visibleSelected.length ? t('engageMessages.markSelected', { count: visibleSelected.length }) : t('engageMessages.markAll')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabled={!visibleSelected.length}>
            {t('engageMessages.delete', { count: visibleSelected.length })}
          </Button>
        </div>
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure.messageKey ? t(failure.messageKey, failure.messageParams) : failure.message}
        </p>
      ) : null}

      <div className={styles.split}>
        <section className={styles.listPane} aria-label={t('engageMessages.inbox')} aria-busy={query.isFetching || undefined}>
          {query.isPending ? (
            <p className={styles.state}>{t('centreKit.table.loading')}</p>
          ) : query.isError && !page ? (
            <div className={styles.state} role="alert">
              <p>{t('engageMessages.loadFailed')}</p>
              <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
                {t('centreKit.table.retry')}
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className={styles.state}>
              <Icon name="mail" size={36} />
              <p>{t('engageMessages.empty')}</p>
            </div>
          ) : (
            <ul className={`${styles.list} ${query.isPlaceholderData ? styles.refreshing : ''}`} data-testid="message-list">
              {rows.map((row) => (
                <MessageRow
                  key={row.id}
                  message={row}
                  checked={selected.has(row.id)}
                  open={row.id === message}
                  onToggle={() => toggle(row.id)}
                  onOpen={() => filters.set({ message: row.id })}
                />
              ))}
            </ul>
          )}
          {page ? (
            <Pagination page={pageNo} totalPages={page.totalPages} onChange={(next) => filters.set({ pageNo: next, message: 0 })} labels={kit.pagination} />
          ) : null}
        </section>
        <MessageDetail id={message || null} onClose={() => filters.set({ message: 0 })} />
      </div>

      {confirming ? (
        <Dialog
          tone="warning"
          title={t('engageMessages.confirmTitle', { count: visibleSelected.length })}
          message={t('engageMessages.confirmText', { count: visibleSelected.length })}
          confirmLabel={remove.isPending ? t('engageMessages.deleting') : t('engageMessages.confirmDelete')}
          cancelLabel={t('common.cancel')}
          closeLabel={t('common.close')}
          onConfirm={deleteSelected}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
