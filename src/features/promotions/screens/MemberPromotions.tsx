import { useKitLabels } from '@/components';
import { PromotionsScreen } from './PromotionsScreen';

/** promotions in the member centre (SPEC §2): the same cards with the member's statuses, under the centre's heading. */
export function MemberPromotions() {
  const { pagination } = useKitLabels();
  return <PromotionsScreen embedded paginationLabels={pagination} />;
}
