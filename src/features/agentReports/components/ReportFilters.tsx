import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { DateRangeControl, type DateRangeSelection, FilterBar, resolveRange, useKitLabels } from '@/components';
import { isMemberDraftValid } from '../rules/filters';
import { ExportAction, ExportStatus, type CsvState } from './ExportAction';
import { MemberField } from './MemberField';

/** What the filter bar edits of every report's draft; a report's own filters edit the rest through `children`. */
export interface ReportDraft {
  range: DateRangeSelection;
  member?: string;
}

/** The date presets every agent report offers. */
const PRESETS = ['today', 'yesterday', 'prev7', 'prev30'] as const;

/**
 * The filter bar of every agent report: the date range, the team member when
 * the report takes one, the report's own filters (`children`), and the CSV
 * export with the announcement of its result. Apply waits for a valid range
 * and member.
 */
export function ReportFilters({
  label, draft, onDraftChange, onApply, onReset, csv, rows, children,
}: {
  label: string;
  /** The bar's draft (useDraft): its range, and its team member when the report takes one. */
  draft: ReportDraft;
  onDraftChange: (patch: Partial<ReportDraft>) => void;
  onApply: () => void;
  onReset: () => void;
  csv: CsvState;
  /** Rows the applied filter found (undefined while they load): the export waits for at least one. */
  rows: number | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const { range, member } = draft;
  const memberValid = member === undefined || isMemberDraftValid(member);
  return (
    <>
      <FilterBar
        label={label}
        onApply={onApply}
        onReset={onReset}
        labels={kit.filters}
        applyDisabled={resolveRange(range) === null || !memberValid}
        actions={<ExportAction csv={csv} disabled={!rows} />}
      >
        <DateRangeControl value={range} onChange={(next) => onDraftChange({ range: next })} labels={kit.dateRange} presets={PRESETS} />
        {member !== undefined ? (
          <MemberField
            label={t('agentReports.memberFilter')}
            placeholder={t('agentReports.memberPlaceholder')}
            value={member}
            onChange={(next) => onDraftChange({ member: next })}
            error={memberValid ? undefined : t('agentReports.memberInvalid')}
          />
        ) : null}
        {children}
      </FilterBar>
      <ExportStatus csv={csv} />
    </>
  );
}
