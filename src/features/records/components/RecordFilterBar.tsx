import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, DateRangeControl, type DateRangeSelection, FilterBar, Icon, pageKit, resolveRange, type useCsvExport, useKitLabels } from '@/components';
import { RECORD_PRESETS } from '../screens/presets';

interface RecordFilterBarProps {
  /** The accessible name of the filter form. */
  label: string;
  /** The draft date range; Apply is refused while it is invalid. */
  range: DateRangeSelection;
  onRangeChange: (next: DateRangeSelection) => void;
  onApply: () => void;
  onReset: () => void;
  csv: ReturnType<typeof useCsvExport>;
  /** Nothing to export (no data yet, or an empty result). */
  exportDisabled: boolean;
  /** The plural key announcing how many rows the export wrote, e.g. `records.bets.exported`. */
  exportedKey: string;
  /** The page's own filters, after the date range. */
  children?: ReactNode;
}

/**
 * The head of every record page: the date range with SPEC §9's presets and the page's filters
 * (a draft until Apply), the CSV export of the applied filter, its failure and the announcement of its result.
 */
export function RecordFilterBar({ label, range, onRangeChange, onApply, onReset, csv, exportDisabled, exportedKey, children }: RecordFilterBarProps) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  return (
    <>
      <FilterBar
        label={label}
        onApply={onApply}
        onReset={onReset}
        labels={kit.filters}
        applyDisabled={resolveRange(range) === null}
        actions={
          <Button variant="ghost" loading={csv.isExporting} icon={<Icon name="copy" size={16} />} onClick={csv.exportCsv} disabled={exportDisabled}>
            {t('records.export')}
          </Button>
        }
      >
        <DateRangeControl value={range} onChange={onRangeChange} labels={kit.dateRange} presets={RECORD_PRESETS} />
        {children}
      </FilterBar>
      {csv.error ? (
        <p className={pageKit.errorNote} role="alert">
          {t('records.exportFailed')}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {csv.exported !== undefined ? t(exportedKey, { count: csv.exported }) : ''}
      </p>
    </>
  );
}
