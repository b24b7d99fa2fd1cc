import { Icon } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { formatDateTime } from '@/lib/format';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage } from './GatePage';

interface MaintenancePageProps {
  /** As the platform sent it: formatted when it parses as a time, else shown as sent. */
  endTime: string | null;
}

/** SPEC §2: title, optional end time, info text, customer-service button. */
export function MaintenancePage({ endTime }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <GatePage testId="maintenance-page" icon={<Icon name="wrench" size={40} />} title={t('gate.maintenance.title')} actions={<CustomerServiceButton />}>
      {endTime ? (
        <p>
          {t('gate.maintenance.endTime')} <strong>{formatDateTime(endTime) || endTime}</strong>
        </p>
      ) : null}
      <p>{t('gate.maintenance.info')}</p>
    </GatePage>
  );
}
