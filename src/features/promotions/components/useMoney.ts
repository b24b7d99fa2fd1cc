import { formatCellMoney, useKitLabels } from '@/components';
import { useCurrencySymbol } from '../../system';

/** Money in the member's currency and language (SPEC §9: 2 decimals, the currency symbol). */
export function useMoney() {
  const symbol = useCurrencySymbol();
  const { languageTag } = useKitLabels();
  return (amount: number, signed = false) => formatCellMoney(amount, { symbol, languageTag, signed });
}
