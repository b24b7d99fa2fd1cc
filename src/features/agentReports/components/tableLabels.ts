import type { TFunction } from 'i18next';
import { ERROR_CODES } from '@contracts/shared/errors';
import type { DataTableLabels } from '@/components';
import { isApiError } from '@/lib/api';
import type { useKitLabels } from '@/components';

/**
 * A report table's labels: its own empty state, and a refusal to show a member
 * outside the team said as such rather than as a failed load.
 */
export function reportTableLabels(kit: ReturnType<typeof useKitLabels>, t: TFunction, empty: string, error: unknown): DataTableLabels {
  const labels = kit.table({ empty, emptyHint: t('agentReports.emptyHint') });
  if (isApiError(error) && error.errorCode === ERROR_CODES.NOT_DOWNLINE) return { ...labels, error: t('agentReports.notInTeam') };
  return labels;
}
