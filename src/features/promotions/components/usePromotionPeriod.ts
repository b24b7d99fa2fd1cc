import { useTranslation } from '@/lib/useTranslation';

function formatDay(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'TY' ? 'fil-PH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** "1 Oct 2026 – 30 Nov 2026", or "From 1 Oct 2026" for an open-ended promotion. */
export function usePromotionPeriod(promotion: { startTime: string | null; endTime: string | null }): string {
  const { t, i18n } = useTranslation();
  const start = formatDay(promotion.startTime, i18n.language);
  return promotion.endTime
    ? t('promotionsPage.period', { start, end: formatDay(promotion.endTime, i18n.language) })
    : t('promotionsPage.from', { start });
}
