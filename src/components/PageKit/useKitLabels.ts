import { useTranslation } from '@/lib/useTranslation';
import type { DataTableLabels } from '../DataTable/types';
import type { DateRangeLabels } from '../DateRange/DateRangeControl';
import type { MoneyInputLabels } from '../MoneyInput/MoneyInput';
import type { PaginationLabels } from '../Pagination/Pagination';
import { languageTag } from '@/lib/languages';

/** The centre kit's labels in the UI language: the kit itself is i18n-free. */
export function useKitLabels() {
  const { t, i18n } = useTranslation();
  const pagination: PaginationLabels = {
    nav: t('centreKit.pagination.nav'),
    previous: t('centreKit.pagination.previous'),
    next: t('centreKit.pagination.next'),
    page: (page) => t('centreKit.pagination.page', { page }),
  };
  const table = (empty?: { empty: string; emptyHint?: string }): DataTableLabels => ({
    loading: t('centreKit.table.loading'),
    empty: empty?.empty ?? t('centreKit.table.empty'),
    emptyHint: empty?.emptyHint ?? t('centreKit.table.emptyHint'),
    error: t('centreKit.table.error'),
    retry: t('centreKit.table.retry'),
    totals: t('centreKit.table.totals'),
    pagination,
    summary: (page, totalPages, totalCount) => t('centreKit.table.summary', { page, totalPages, count: totalCount }),
  });
  const dateRange: DateRangeLabels = {
    legend: t('centreKit.dateRange.legend'),
    presets: {
      today: t('centreKit.dateRange.today'),
      yesterday: t('centreKit.dateRange.yesterday'),
      prev7: t('centreKit.dateRange.prev7'),
      prev30: t('centreKit.dateRange.prev30'),
      next7: t('centreKit.dateRange.next7'),
      next30: t('centreKit.dateRange.next30'),
      custom: t('centreKit.dateRange.custom'),
    },
    from: t('centreKit.dateRange.from'),
    to: t('centreKit.dateRange.to'),
    covers: (from, to) => t('centreKit.dateRange.covers', { from, to }),
    errors: {
      fromMissing: t('centreKit.dateRange.errors.fromMissing'),
      toMissing: t('centreKit.dateRange.errors.toMissing'),
      fromAfterTo: t('centreKit.dateRange.errors.fromAfterTo'),
    },
  };
  const money: MoneyInputLabels = {
    presets: t('centreKit.money.presets'),
    limits: (min, max) => t('centreKit.money.limits', { min, max }),
  };
  const filters = { apply: t('centreKit.filters.apply'), reset: t('centreKit.filters.reset') };
  return { table, dateRange, money, pagination, filters, languageTag: languageTag(i18n.language) };
}
