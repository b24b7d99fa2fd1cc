import { useTranslation } from '@/lib/useTranslation';
import { type ChipTone, Icon, Pagination, Skeleton, StatusChip, urlField, type UrlField, useKitLabels, useUrlFilters } from '@/components';
import type { AgentAnnouncement } from '@contracts/agent';
import { formatDateTime } from '@/lib/format';
import { RichText } from '@/features/announcements';
import { useAgentAnnouncements } from '../api';
import styles from '../team.module.css';

const CATEGORY_TONE: Record<AgentAnnouncement['category'], ChipTone> = { POLICY: 'info', COMMISSION: 'gold', EVENT: 'success', SYSTEM: 'neutral' };

const id = (): UrlField<number> => ({ parse: (raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined), toParam: String, fallback: 0 });
const FILTERS = { pageNo: urlField.pageNo(), item: id() };

/**
 * agentAnnouncement: the platform's notices to its agents, pinned first then
 * newest, a list beside the opened one; the server HTML is sanitized.
 */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const filters = useUrlFilters(FILTERS);
  const { pageNo, item } = filters.values;
  const query = useAgentAnnouncements(pageNo);
  const page = query.data;
  const opened = page?.list.find((row) => row.id === item) ?? page?.list[0];

  if (query.isError && !page) {
    return (
      <p role="alert" className={styles.error}>
        {t('agentTeam.announcements.failed')}
      </p>
    );
  }
  return (
    <div className={styles.announcements}>
      <section className={styles.annList} aria-label={t('agentTeam.announcements.list')}>
        {!page ? (
          <Skeleton height={320} />
        ) : (
          <ul>
            {page.list.map((row) => (
              <li key={row.id}>
                <button type="button" className={styles.annItem} aria-current={opened?.id === row.id ? 'true' : undefined} onClick={() => filters.set({ item: row.id })}>
                  <span className={styles.annTop}>
                    {row.pinned ? (
                      <span className={styles.pin}>
                        <Icon name="star" size={12} />
                        {t('agentTeam.announcements.pinned')}
                      </span>
                    ) : null}
                    <StatusChip tone={CATEGORY_TONE[row.category]}>{t(`agentTeam.announcements.categories.${row.category}`)}</StatusChip>
                  </span>
                  <span className={styles.annTitle}>{row.title}</span>
                  <span className={styles.muted}>{formatDateTime(row.createTime)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {page && page.totalPages > 1 ? (
          <Pagination page={pageNo} totalPages={page.totalPages} onChange={(next) => filters.set({ pageNo: next, item: 0 })} labels={kit.pagination} />
        ) : null}
      </section>
      <article className={styles.annDetail} aria-labelledby="announcement-title">
        {opened ? (
          <>
            <header>
              <p className={styles.kicker}>{t(`agentTeam.announcements.categories.${opened.category}`)}</p>
              <h2 id="announcement-title" className={styles.annDetailTitle}>
                {opened.title}
              </h2>
              <p className={styles.muted}>{formatDateTime(opened.createTime)}</p>
            </header>
            <RichText html={opened.content} />
          </>
        ) : page ? (
          <p className={styles.muted}>{t('agentTeam.announcements.empty')}</p>
        ) : (
          <Skeleton height={200} />
        )}
      </article>
    </div>
  );
}
