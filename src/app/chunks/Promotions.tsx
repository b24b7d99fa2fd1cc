import { PromotionsScreen } from '../../features/lobby';

/** The Promotions screen group (SPEC §4 chunk loading): /promotions. */
export function Component() {
  return <PromotionsScreen />;
}
