import { useTranslation } from './useTranslation';
import type { PaginationLabels } from '../components';

/** The lobby lists' pagination labels, in the UI language. */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t('lobby.pagination.nav'),
    previous: t('lobby.pagination.previous'),
    next: t('lobby.pagination.next'),
    page: (page) => t('lobby.pagination.page', { page }),
  };
}
