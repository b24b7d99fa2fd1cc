import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link } from 'react-router';
import type { RewardItem } from '@contracts/rewards';
import { Button, EmptyState, Icon, Pagination, Skeleton, urlField, type UrlField, useKitLabels, useUrlFilters } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import { showToast } from '@/lib/state/ui';
import { claimRefusalText, useMoney } from '../../promotions';
import { useClaimAllRewards, useClaimReward, useRewardCentre, useRewardSpotlight, type ClaimAllValue } from '../api';
import { ClaimAllReport } from '../components/ClaimAllReport';
import { RewardCard } from '../components/RewardCard';
import styles from './rewards.module.css';
import { engagePanels as panels } from '../../promotions';

const positiveId: UrlField<number> = { parse: (raw) => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined), toParam: String, fallback: 0 };
const FILTERS = { pageNo: urlField.pageNo(), promotionId: positiveId };

/**
 * rewardCenter (SPEC §2): claimable items first, each with its status,
 * expiry and claim button; one "claim all" that reports every item. The
 * announcements' go-to-promotion lands here with `promotionId`: the
 * member's item for that promotion is pinned on top and takes the focus.
 */
export function RewardCenter() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const money = useMoney();
  const filters = useUrlFilters(FILTERS);
  const { pageNo, promotionId } = filters.values;
  const query = useRewardCentre(pageNo);
  const page = query.data;
  const spotlightQuery = useRewardSpotlight(promotionId);
  const spotlight = promotionId > 0 ? spotlightQuery.data : undefined;
  const claim = useClaimReward();
  const claimAll = useClaimAllRewards();
  const [report, setReport] = useState<ClaimAllValue | null>(null);
  const spotRef = useRef<HTMLLIElement>(null);

  const spotlightId = spotlight?.id;
  // Arriving from an announcement: the member's item for that promotion takes the focus (and scrolls into view).
  useEffect(() => {
    if (spotlightId !== undefined) spotRef.current?.focus();
  }, [spotlightId]);

  const onClaim = (item: RewardItem) =>
    claim.mutate(item.id, {
      onSuccess: () => {
        const parts = [item.amount > 0 ? money(item.amount, true) : null, item.points > 0 ? t('engageRewards.points', { count: item.points, points: item.points }) : null].filter(Boolean);
        showToast(t('engageRewards.claimed', { title: item.title, what: parts.join(' + ') }), 'success', false);
      },
      onError: (error) => showToast(claimRefusalText(error, t), 'error', false),
    });

  const onClaimAll = () =>
    claimAll.mutate(undefined, {
      onSuccess: (value) => setReport(value),
      onError: (error) => showToast(claimRefusalText(error, t), 'error', false),
    });

  const rows = (page?.rows ?? []).filter((item) => item.id !== spotlight?.id);
  const unclaimed = page?.unclaimedCount ?? 0;
  return (
    <div className={panels.page}>
      <div className={styles.claimBar}>
        <div className={styles.claimBarText}>
          <span className={styles.claimBarIcon} aria-hidden="true">
            <Icon name="gift" size={22} />
          </span>
          <p className={styles.claimBarTitle} data-testid="unclaimed-count">
            {page ? t('engageRewards.waiting', { count: unclaimed }) : t('centreKit.table.loading')}
          </p>
        </div>
        <Button size="md" icon={<Icon name="star" size={16} />} loading={claimAll.isPending} disabled={!unclaimed} onClick={onClaimAll}>
          {t('engageRewards.claimAll')}
        </Button>
      </div>

      {report ? <ClaimAllReport report={report} onDismiss={() => setReport(null)} /> : null}

      {promotionId > 0 && spotlightQuery.isSuccess && !spotlight ? (
        <p className={styles.notice} role="status">
          {t('engageRewards.noMatch')}{' '}
          <Link to={memberPageHref('promotions', { promotion: promotionId })} className={styles.noticeLink}>
            {t('engageRewards.seePromotion')}
          </Link>
        </p>
      ) : null}

      {query.isPending ? (
        <div className={styles.list} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={96} radius={16} />
          ))}
        </div>
      ) : query.isError && !page ? (
        <EmptyState alert className={panels.engageEmpty}>
          <p>{t('engageRewards.loadFailed')}</p>
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            {t('centreKit.table.retry')}
          </Button>
        </EmptyState>
      ) : !spotlight && rows.length === 0 ? (
        <EmptyState className={panels.engageEmpty}>
          <Icon name="gift" size={40} />
          <p>{t('engageRewards.empty')}</p>
        </EmptyState>
      ) : (
        <ul className={`${styles.list} ${query.isPlaceholderData ? styles.refreshing : ''}`} aria-label={t('engageRewards.listLabel')}>
          {spotlight ? <RewardCard ref={spotRef} item={spotlight} highlighted onClaim={onClaim} claiming={claim.isPending && claim.variables === spotlight.id} /> : null}
          {rows.map((item) => (
            <RewardCard key={item.id} item={item} onClaim={onClaim} claiming={claim.isPending && claim.variables === item.id} />
          ))}
        </ul>
      )}
      {page ? <Pagination page={pageNo} totalPages={page.totalPages} onChange={(next) => filters.set({ pageNo: next })} labels={kit.pagination} /> : null}
    </div>
  );
}
