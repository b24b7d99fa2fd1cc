import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, pageKit, Pagination, Skeleton, StatusChip } from '@/components';
import { formatDateTime } from '@/lib/format';
import { usePaginationLabels } from '@/lib/usePaginationLabels';
import { useFeedbackHistory } from '../api';
import styles from './Feedback.module.css';

/** The member's feedback, newest first, each with customer service's reply once there is one. */
export function FeedbackHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useFeedbackHistory(page);
  const paginationLabels = usePaginationLabels();
  if (history.isError) {
    return (
      <div className={styles.empty}>
        <p>{t('content.feedback.historyFailed')}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!history.data) return <Skeleton height={200} radius={12} />;
  if (history.data.list.length === 0) return <p className={styles.empty}>{t('content.feedback.historyEmpty')}</p>;
  return (
    <>
      <ol className={pageKit.list3} data-testid="feedback-history">
        {history.data.list.map((entry) => (
          <li key={entry.feedbackId} className={styles.entry}>
            <div className={styles.entryHead}>
              <span className={pageKit.strongLink}>{t(`content.feedback.types.${entry.questionType}`)}</span>
              <time dateTime={entry.createTime} className={styles.time}>
                {formatDateTime(entry.createTime)}
              </time>
              <StatusChip tone={entry.status === 'REPLIED' ? 'success' : 'warning'}>{t(`content.feedback.status.${entry.status}`)}</StatusChip>
            </div>
            <p className={styles.text}>{entry.content}</p>
            {entry.imageCount > 0 ? <p className={pageKit.muted}>{t('content.feedback.imageCount', { count: entry.imageCount })}</p> : null}
            {entry.reply ? (
              <div className={styles.reply}>
                <p className={styles.replyHead}>
                  {t('content.feedback.reply')}
                  {entry.replyTime ? <time dateTime={entry.replyTime}> · {formatDateTime(entry.replyTime)}</time> : null}
                </p>
                <p className={styles.text}>{entry.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {history.data.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={history.data.totalPages}
          onChange={setPage}
          labels={paginationLabels}
        />
      ) : null}
    </>
  );
}
