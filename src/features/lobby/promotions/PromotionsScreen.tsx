import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROMOTION_CATEGORIES } from '../../../../contracts/shared/constants';
import { Icon, Pagination, Skeleton } from '../../../components';
import { contract, useRouteQuery } from '../../../lib/api';
import { pageFromParam } from '../../../lib/paging';
import { useLoginState } from '../../session';
import { PromotionCard } from './PromotionCard';
import styles from './PromotionsScreen.module.css';
import { usePaginationLabels } from '../usePaginationLabels';

type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
const PAGE_SIZE = 12;

function categoryOf(value: string | null): PromotionCategory {
  return (PROMOTION_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as PromotionCategory) : 'ALL';
}

/**
 * /promotions: the SPEC §2 promotion categories (all, sports, live casino,
 * slots, card games, fish, lotto, rebate, points mall, ranking, deposit, app
 * download, newbie) as a filter bar over the promotion list. Real members
 * see their own statuses; guests and trial accounts the public list.
 */
export function PromotionsScreen() {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const { isLogin, isTrial } = useLoginState();
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const category = categoryOf(params.get('category'));
  const page = pageFromParam(params.get('page'));
  const args = { query: { category, pageNo: page, pageSize: PAGE_SIZE } };
  const member = isLogin && !isTrial;
  const options = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;
  const publicList = useRouteQuery(contract.promotions.list, args, { ...options, enabled: !member });
  const memberList = useRouteQuery(contract.promotions.memberList, args, { ...options, enabled: member });
  const query = member ? memberList : publicList;
  const data = query.data;
  const counts = new Map(data?.categories.map((entry) => [entry.category, entry.count]));

  const choose = (next: PromotionCategory) => setParams(next === 'ALL' ? {} : { category: next });

  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid="promotions-page">
      <header className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {t('nav.PROMO')}
        </h1>
        <p className={styles.lead}>{t('promotionsPage.lead')}</p>
      </header>

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

      <div aria-busy={query.isFetching || undefined} className={query.isFetching && data ? styles.refreshing : undefined}>
        {query.isError && !data ? (
          <div className={styles.empty} role="alert">
            <p className={styles.emptyTitle}>{t('promotionsPage.error')}</p>
            <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
              {t('lobby.list.retry')}
            </button>
          </div>
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
        ) : data.list.length === 0 ? (
          <div className={styles.empty} data-testid="no-data">
            <Icon name="gift" size={40} />
            <p className={styles.emptyTitle}>{t('promotionsPage.empty')}</p>
          </div>
        ) : (
          <ul className={styles.grid} aria-label={t('promotionsPage.list')}>
            {data.list.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} />
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
            setParams(() => {
              const nextParams = new URLSearchParams(params);
              if (next > 1) nextParams.set('page', String(next));
              else nextParams.delete('page');
              return nextParams;
            });
            window.scrollTo?.({ top: 0 });
          }}
          labels={paginationLabels}
        />
      ) : null}
    </section>
  );
}
