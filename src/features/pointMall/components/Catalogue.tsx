import { useTranslation } from '@/lib/useTranslation';
import type { MallItem } from '@contracts/points';
import { FilterSelect, pageKit, Pagination, Skeleton, urlField, useKitLabels, useUrlFilters } from '@/components';
import { openModal } from '@/lib/state/ui';
import { useLoginState } from '../../session';
import { useCurrencySymbol } from '../../system';
import { useMallItems, usePointsBalance, type MallItemType } from '../api';
import { ITEM_TYPES, POINT_RANGE_KEYS, POINT_RANGES, type PointRange } from '../rules/points';
import styles from './Catalogue.module.css';
import { ItemCard } from './ItemCard';

const TYPE_FILTERS = ['', ...ITEM_TYPES] as const;
type TypeFilter = (typeof TYPE_FILTERS)[number];

const FILTERS = {
  type: urlField.oneOf<TypeFilter>(TYPE_FILTERS, ''),
  points: urlField.oneOf<PointRange>(POINT_RANGE_KEYS, 'all'),
  pageNo: urlField.pageNo(),
};

/**
 * Redeem: the catalogue, filtered by type and points range (kept in the
 * URL). Anyone may browse; redeeming asks a guest to log in, refuses a trial
 * account (in_need_true_account) and opens the redeem dialog for a member.
 */
export function Catalogue() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const { isLogin, isTrial } = useLoginState();
  const filters = useUrlFilters(FILTERS);
  const { type, points: range, pageNo } = filters.values;
  const bounds = POINT_RANGES[range];
  const items = useMallItems(
    { ...(type ? { type: type as MallItemType } : {}), ...(bounds.min !== null ? { minPoints: bounds.min } : {}), ...(bounds.max !== null ? { maxPoints: bounds.max } : {}) },
    pageNo,
  );
  const balance = usePointsBalance();
  const points = isLogin && !isTrial ? (balance.data ?? null) : null;

  const redeem = (item: MallItem) => {
    if (!isLogin) openModal('login');
    else if (isTrial) openModal('dialog', { tone: 'warning', title: 'mallPoints.trialTitle', message: 'errors.trialAccount' });
    else openModal('pointsRedeem', { item });
  };

  const page = items.data;
  return (
    <div className={pageKit.stack4}>
      <div className={styles.filters} role="search" aria-label={t('mallPoints.catalogue.filterLabel')}>
        <div className={pageKit.wrap2} role="group" aria-label={t('mallPoints.catalogue.type')}>
          {TYPE_FILTERS.map((value) => (
            <button
              key={value || 'all'}
              type="button"
              className={`${styles.chip} ${type === value ? styles.chipOn : ''}`}
              aria-pressed={type === value}
              onClick={() => filters.set({ type: value, pageNo: 1 })}
            >
              {value ? t(`mallPoints.types.${value}`) : t('mallPoints.catalogue.allTypes')}
            </button>
          ))}
        </div>
        <FilterSelect<PointRange>
          label={t('mallPoints.catalogue.range')}
          value={range}
          options={POINT_RANGE_KEYS.map((key) => ({ value: key, label: t(`mallPoints.ranges.${key}`) }))}
          onChange={(next) => filters.set({ points: next, pageNo: 1 })}
        />
      </div>
      {!isLogin ? <p className={styles.loginHint}>{t('mallPoints.catalogue.guestHint')}</p> : null}
      {items.isPending ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('centreKit.table.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={380} radius={16} />
          ))}
        </div>
      ) : items.isError && !page ? (
        <p className={styles.empty} role="alert">
          {t('centreKit.table.error')}
        </p>
      ) : page && page.list.length === 0 ? (
        <p className={styles.empty}>{t('mallPoints.catalogue.empty')}</p>
      ) : page ? (
        <>
          <p className="visually-hidden" role="status">
            {t('mallPoints.catalogue.count', { count: page.totalCount })}
          </p>
          <div className={`${styles.grid} ${items.isPlaceholderData ? styles.refreshing : ''}`}>
            {page.list.map((item) => (
              <ItemCard key={item.id} item={item} languageTag={kit.languageTag} currencySymbol={symbol} points={points} onRedeem={redeem} />
            ))}
          </div>
          <Pagination page={pageNo} totalPages={page.totalPages} onChange={(next) => filters.set({ pageNo: next })} labels={kit.pagination} />
        </>
      ) : null}
    </div>
  );
}
