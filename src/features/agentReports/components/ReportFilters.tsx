import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { DateRangeControl, type DateRangeSelection, FilterBar, resolveRange, useKitLabels } from '@/components';
import { isMemberDraftValid } from '../rules/filters';
import { ExportAction, ExportStatus, type CsvState } from './ExportAction';
import { MemberField } from './MemberField';

/** The date presets every agent report offers. */
const PRESETS = ['today', 'yesterday', 'prev7', 'prev30'] as const;

/**
 * The filter bar of every agent report: the date range, the team member when
 * the report takes one, the report's own filters (`children`), and the CSV
 * export with the announcement of its result. Apply waits for a valid range
 * and member.
 */
export function ReportFilters({
  label, range, onRangeChange, member, onApply, onReset, csv, canExport, children,
}: {
  label: string;
  range: DateRangeSelection;
  onRangeChange: (next: DateRangeSelection) => void;
  member?: { value: string; onChange: (next: string) => void };
  onApply: () => void;
  onReset: () => void;
  csv: CsvState;
  canExport: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const memberValid = !member || isMemberDraftValid(member.value);
  return (
    <>
      <FilterBar
        label={label}
        onApply={onApply}
        onReset={onReset}
        labels={kit.filters}
        applyDisabled={resolveRange(range) === null || !memberValid}
        actions={<ExportAction csv={csv} disabled={!canExport} />}
      >
        <DateRangeControl value={range} onChange={onRangeChange} labels={kit.dateRange} presets={PRESETS} />
        {member ? (
          <MemberField
            label={t('agentReports.memberFilter')}
            placeholder={t('agentReports.memberPlaceholder')}
            value={member.value}
            onChange={member.onChange}
            error={memberValid ? undefined : t('agentReports.memberInvalid')}
          />
        ) : null}
        {children}
      </FilterBar>
      <ExportStatus csv={csv} />
    </>
  );
}
