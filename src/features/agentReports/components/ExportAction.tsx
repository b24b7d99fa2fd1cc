import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, pageKit } from '@/components';

export interface CsvState {
  exportCsv: () => void;
  isExporting: boolean;
  error: Error | null;
  exported: number | undefined;
}

/** The CSV export button of a report, and the announcement of its result. */
export function ExportAction({ csv, disabled }: { csv: CsvState; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" loading={csv.isExporting} icon={<Icon name="copy" size={16} />} onClick={csv.exportCsv} disabled={disabled}>
      {t('agentReports.export')}
    </Button>
  );
}

export function ExportStatus({ csv }: { csv: CsvState }) {
  const { t } = useTranslation();
  return (
    <>
      {csv.error ? (
        <p className={pageKit.errorNote} role="alert">
          {t('agentReports.exportFailed')}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {csv.exported !== undefined ? t('agentReports.exported', { count: csv.exported }) : ''}
      </p>
    </>
  );
}
