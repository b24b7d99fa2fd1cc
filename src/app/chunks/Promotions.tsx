import { usePaginationLabels } from '@/lib/usePaginationLabels';
import { PromotionsScreen } from '../../features/promotions';

/** The Promotions screen group (SPEC §4 chunk loading): /promotions. */
export function Component() {
  return <PromotionsScreen paginationLabels={usePaginationLabels()} />;
}
