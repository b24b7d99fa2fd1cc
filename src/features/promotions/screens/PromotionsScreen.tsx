import { useId } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { PROMOTION_CATEGORIES } from '@contracts/shared/constants';
import { EmptyState, FORWARD_PRESETS, type ForwardPreset, Icon, pageKit, Pagination, type PaginationLabels, runsWithin, Skeleton, urlField, type UrlField, useKitLabels, useUrlFilters } from '@/components';
import { useLoginState } from '../../session';
import { promotionPage, usePromotions, type PromotionCategory } from '../api';
import { PromotionCard } from '../components/PromotionCard';
import { PromotionDetail } from '../components/PromotionDetail';
import type { Viewer } from '../rules/status';
import styles from './promotions.module.css';
import { clockDate } from '@/lib/clock';

const promotionId: UrlField<number> = { parse: (raw) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined), toParam: String, fallback: 0 };

/** `when`: any time (''), or SPEC §9's next 7 / next 30 days. */
const WHEN_FILTERS = ['', ...FORWARD_PRESETS] as const;
type WhenFilter = (typeof WHEN_FILTERS)[number];
const when = urlField.oneOf<WhenFilter>(WHEN_FILTERS, '');

/** /promotions pages with `page`; inside the member centre `page` names the centre page, so the list pages with `pageNo`. */
const PUBLIC_FILTERS = { category: urlField.oneOf<PromotionCategory>(PROMOTION_CATEGORIES, 'ALL'), when, page: urlField.pageNo(), promotion: promotionId };
const CENTRE_FILTERS = { category: urlField.oneOf<PromotionCategory>(PROMOTION_CATEGORIES, 'ALL'), when, pageNo: urlField.pageNo(), promotion: promotionId };

interface PromotionsScreenProps {
  /** Inside the member centre: the centre gives the heading, and the list pages with `pageNo`. */
  embedded?: boolean;
  paginationLabels: PaginationLabels;
}

/**
 * The promotions (SPEC §2): the thirteen categories (all, sports, live
 * casino, slots, card games, fish, lotto, rebate, points mall, ranking,
 * deposit, app download, newbie) as a filter bar over the cards. A real
 * member sees its own status on each card (SPEC §4) with what it can do;
 * guests and trial accounts the public list. The promotions are N1's (the one
 * cached announcements answer), so the filter and the pages are the client's.
 * `?promotion=<id>` opens a promotion's detail view.
 */
export function PromotionsScreen({ embedded = false, paginationLabels }: PromotionsScreenProps) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  const titleId = useId();
  const publicFilters = useUrlFilters(PUBLIC_FILTERS);
  const centreFilters = useUrlFilters(CENTRE_FILTERS);
  const { category, promotion, when: runWindow } = embedded ? centreFilters.values : publicFilters.values;
  const kit = useKitLabels();
  const page = embedded ? centreFilters.values.pageNo : publicFilters.values.page;
  const viewer: Viewer = !isLogin ? 'guest' : isTrial ? 'trial' : 'member';
  const query = usePromotions(viewer === 'member');
  // The window narrows the list before the categories count it: each count is what its category shows.
  const list = query.list && runWindow ? query.list.filter((item) => runsWithin(item, runWindow, clockDate())) : query.list;
  const data = list ? promotionPage(list, category, page) : undefined;
  const counts = data?.counts ?? new Map<PromotionCategory, number>();

  const setPage = (next: number) => (embedded ? centreFilters.set({ pageNo: next }) : publicFilters.set({ page: next }));
  const choose = (next: PromotionCategory) =>
    embedded ? centreFilters.set({ category: next, pageNo: 1 }) : publicFilters.set({ category: next, page: 1 });
  const chooseWindow = (next: WhenFilter) =>
    embedded ? centreFilters.set({ when: next, pageNo: 1 }) : publicFilters.set({ when: next, page: 1 });
  const openDetail = (id: number) => (embedded ? centreFilters.set({ promotion: id }) : publicFilters.set({ promotion: id }));

  return (
    <section className={styles.page} aria-labelledby={embedded ? undefined : titleId} aria-label={embedded ? t('promotionsPage.list') : undefined} data-testid="promotions-page">
      {embedded ? null : (
        <header className={pageKit.stackTight}>
          <h1 id={titleId} className={pageKit.pageTitle}>
            {t('nav.PROMO')}
          </h1>
          <p className={pageKit.muted}>{t('promotionsPage.lead')}</p>
        </header>
      )}

      <div className={styles.filterBar} role="group" aria-label={t('promotionsPage.categories')}>
        {PROMOTION_CATEGORIES.map((value) => (
          <button
            key={value}
            type="button"
            className={`${styles.filter} ${value === category ? styles.filterActive : ''}`}
            aria-pressed={value === category}
            onClick={() => choose(value)}
          >
            {t(`promoCategories.${value}`)}
            {counts.has(value) ? <span className={styles.filterCount}>{counts.get(value)}</span> : null}
          </button>
        ))}
      </div>

      <div className={styles.filterBar} role="group" aria-label={t('promotionsPage.when')}>
        {WHEN_FILTERS.map((value) => (
          <button
            key={value || 'any'}
            type="button"
            className={`${styles.filter} ${value === runWindow ? styles.filterActive : ''}`}
            aria-pressed={value === runWindow}
            onClick={() => chooseWindow(value)}
          >
            {value ? kit.dateRange.presets[value as ForwardPreset] : t('promotionsPage.anyTime')}
          </button>
        ))}
      </div>

      <div aria-busy={query.isFetching || undefined} className={query.isFetching && data ? styles.refreshing : undefined}>
        {query.isError && !data ? (
          <EmptyState alert title={t('promotionsPage.error')} onRetry={() => void query.refetch()} retryLabel={t('lobby.list.retry')} />
        ) : !data ? (
          <div className={styles.grid} aria-hidden="true" data-testid="promotions-loading">
            {Array.from({ length: 6 }, (_, index) => (
              <div key={index} className={styles.card}>
                <Skeleton height="auto" radius={0} className={styles.bannerSkeleton} />
                <div className={styles.body}>
                  <Skeleton height={18} width="70%" />
                  <Skeleton height={12} width="40%" />
                </div>
              </div>
            ))}
          </div>
        ) : data.rows.length === 0 ? (
          <EmptyState testId="no-data" icon={<Icon name="gift" size={40} />} title={t('promotionsPage.empty')} />
        ) : (
          <ul className={styles.grid} aria-label={t('promotionsPage.list')}>
            {data.rows.map((item) => (
              <li key={item.id}>
                <PromotionCard promotion={item} viewer={viewer} onOpen={(chosen) => openDetail(chosen.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {data ? (
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onChange={(next) => {
            setPage(next);
            window.scrollTo?.({ top: 0 });
          }}
          labels={paginationLabels}
        />
      ) : null}

      {promotion > 0 ? <PromotionDetail id={promotion} viewer={viewer} onClose={() => openDetail(0)} /> : null}
    </section>
  );
}
