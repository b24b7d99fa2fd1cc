import { PromotionsScreen } from '../../features/lobby/promotions/PromotionsScreen';

/** The Promotions screen group (SPEC §4 chunk loading): /promotions. */
export function Component() {
  return <PromotionsScreen />;
}
