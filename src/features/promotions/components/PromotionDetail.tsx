import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Modal, pageKit, Skeleton, StatusChip } from '@/components';
import { RichText } from '../../announcements';
import { usePromotions } from '../api';
import { promotionAction, PROMOTION_STATUS_TONE, type Viewer } from '../rules/status';
import { ApplyForm } from './ApplyForm';
import { PromotionActions } from './PromotionActions';
import { usePromotionPeriod } from './usePromotionPeriod';
import styles from '../screens/promotions.module.css';

/**
 * The detail view of one promotion (`?promotion=<id>`): banner, period, the
 * full rules (server HTML, sanitized), the member's status with its action,
 * and for a reviewed promotion the application form with its remark. The
 * status changes in place after a join, an application or a claim.
 */
export function PromotionDetail({ id, viewer, onClose }: { id: number; viewer: Viewer; onClose: () => void }) {
  const { t } = useTranslation();
  const query = usePromotions(viewer === 'member');
  const promotion = query.list?.find((item) => item.id === id) ?? null;
  const [applying, setApplying] = useState(false);
  const period = usePromotionPeriod(promotion ?? { startTime: '', endTime: null });
  const canApply = promotion !== null && promotionAction(promotion, viewer) === 'apply';
  return (
    <Modal title={promotion?.title ?? t('engagePromotions.detailTitle')} onClose={onClose} size="lg" closeLabel={t('common.close')}>
      {query.list === undefined && !query.isError ? (
        <div className={pageKit.stack3} aria-hidden="true">
          <Skeleton height={160} radius={12} />
          <Skeleton height={16} width="50%" />
          <Skeleton height={90} />
        </div>
      ) : !promotion ? (
        <p role="alert">{t('engagePromotions.notFound')}</p>
      ) : (
        <div className={pageKit.stack4} data-testid="promotion-detail">
          {promotion.bannerUrl ? (
            <div className={styles.detailBanner}>
              <img src={promotion.bannerUrl} alt="" width={640} height={240} />
            </div>
          ) : null}
          <div className={styles.detailMeta}>
            <StatusChip tone={PROMOTION_STATUS_TONE[promotion.status]}>{t(`promotionsPage.status.${promotion.status}`)}</StatusChip>
            <span>{t(`promoCategories.${promotion.category}`)}</span>
            <span>{period}</span>
          </div>
          <RichText html={promotion.content} className={styles.detailRules} />
          {canApply && applying ? (
            <ApplyForm promotionId={promotion.id} title={promotion.title} onDone={() => setApplying(false)} />
          ) : (
            <PromotionActions promotion={promotion} viewer={viewer} onApply={() => setApplying(true)} />
          )}
        </div>
      )}
    </Modal>
  );
}
