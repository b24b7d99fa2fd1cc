import { useTranslation } from '@/lib/useTranslation';
import { Icon, pageKit, Skeleton } from '@/components';
import { formatDate } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { usePointsRules } from '../api';
import styles from './panels.module.css';

/** Points rules: the server's HTML, sanitized, under SPEC §9's "points never expire". */
export function PointsRules() {
  const { t } = useTranslation();
  const rules = usePointsRules();
  return (
    <div className={pageKit.stack4}>
      <p className={styles.banner}>
        <Icon name="star" size={20} />
        <span>
          <strong>{t('mallPoints.neverExpire')}</strong> {t('mallPoints.rules.neverExpireText')}
        </span>
      </p>
      <article className={styles.card} aria-busy={rules.isPending}>
        {rules.data ? (
          <>
            <h2 className={styles.cardTitle}>{rules.data.title}</h2>
            <div className={styles.rich} dangerouslySetInnerHTML={{ __html: sanitizeHtml(rules.data.content) }} />
            <p className={pageKit.muted}>{t('mallPoints.rules.updated', { date: formatDate(rules.data.updateTime) })}</p>
          </>
        ) : rules.isError ? (
          <p role="alert">{t('centreKit.table.error')}</p>
        ) : (
          <>
            <Skeleton height={24} width="40%" />
            <Skeleton height={160} />
          </>
        )}
      </article>
    </div>
  );
}
