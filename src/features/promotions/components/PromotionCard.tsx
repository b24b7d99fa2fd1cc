import { memo, useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { PromotionView } from '../api';
import { Badge, pageKit } from '@/components';
import { sanitizeHtml } from '@/lib/sanitize';
import type { Viewer } from '../rules/status';
import { PromotionActions } from './PromotionActions';
import { usePromotionPeriod } from './usePromotionPeriod';
import styles from '../screens/promotions.module.css';

const LIVE_STATUSES = new Set(['JOIN', 'CLAIM', 'PROCESS', 'APPLYING']);

interface PromotionCardProps {
  promotion: PromotionView;
  viewer: Viewer;
  /** Opens the detail view (full rules, and the application form). */
  onOpen: (promotion: PromotionView) => void;
}

/**
 * A promotion card: banner, title, period and the member's own status with
 * its action or explanation; the rules (server HTML, sanitized) open in
 * place, the full detail in its own view.
 */
export const PromotionCard = memo(function PromotionCard({ promotion, viewer, onOpen }: PromotionCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rulesId = useId();
  const [failed, setFailed] = useState(false);
  const period = usePromotionPeriod(promotion);
  return (
    <article className={styles.card} data-testid="promotion-card" data-promotion={promotion.id}>
      <div className={styles.banner}>
        {failed || !promotion.bannerUrl ? null : (
          <img src={promotion.bannerUrl} alt="" width={640} height={240} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
        <span className={styles.status}>
          <Badge tone={LIVE_STATUSES.has(promotion.status) ? 'gold' : 'muted'}>{t(`promotionsPage.status.${promotion.status}`)}</Badge>
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t(`promoCategories.${promotion.category}`)}</p>
        <h2 className={styles.cardTitle}>
          <button type="button" className={styles.titleButton} onClick={() => onOpen(promotion)}>
            {promotion.title}
          </button>
        </h2>
        <p className={styles.period}>
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          {period}
        </p>
        <p className={pageKit.muted}>{promotion.summary}</p>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={rulesId} onClick={() => setOpen((value) => !value)}>
          {t(open ? 'promotionsPage.hideRules' : 'promotionsPage.showRules')}
          <svg className={open ? styles.chevronOpen : styles.chevron} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
        <div id={rulesId} className={styles.rules} hidden={!open}>
          {open ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }} /> : null}
        </div>
        <PromotionActions promotion={promotion} viewer={viewer} onApply={() => onOpen(promotion)} />
      </div>
    </article>
  );
});
