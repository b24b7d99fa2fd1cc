import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../../contracts/promotions';
import { Badge } from '../../../components';
import { sanitizeHtml } from '../../../lib/sanitize';
import styles from './PromotionsScreen.module.css';

function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'TY' ? 'fil-PH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

const LIVE_STATUSES = new Set(['JOIN', 'CLAIM', 'PROCESS', 'APPLYING']);

/**
 * A promotion card: banner, title, period and status; its rules (server HTML,
 * sanitized) open in place under a disclosure until the detail pages land.
 */
export const PromotionCard = memo(function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const rulesId = useId();
  const [failed, setFailed] = useState(false);
  const start = formatDay(promotion.startTime, i18n.language);
  const period = promotion.endTime
    ? t('promotionsPage.period', { start, end: formatDay(promotion.endTime, i18n.language) })
    : t('promotionsPage.from', { start });
  return (
    <article className={styles.card} data-testid="promotion-card">
      <div className={styles.banner}>
        {failed ? null : (
          <img src={promotion.bannerUrl} alt="" width={640} height={240} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
        <span className={styles.status}>
          <Badge tone={LIVE_STATUSES.has(promotion.status) ? 'gold' : 'muted'}>{t(`promotionsPage.status.${promotion.status}`)}</Badge>
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{t(`promoCategories.${promotion.category}`)}</p>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <p className={styles.period}>
          <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
          {period}
        </p>
        <p className={styles.summary}>{promotion.summary}</p>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={rulesId} onClick={() => setOpen((value) => !value)}>
          {t(open ? 'promotionsPage.hideRules' : 'promotionsPage.showRules')}
          <svg className={open ? styles.chevronOpen : styles.chevron} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
        <div id={rulesId} className={styles.rules} hidden={!open}>
          {open ? <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(promotion.content) }} /> : null}
        </div>
      </div>
    </article>
  );
});
