import { Icon } from '../../../components';
import { useTranslation } from '../../../lib/useTranslation';
import type { CustomerService } from '../../../../contracts/shared/entities';
import { formatDateTime } from '../../../lib/format';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage } from './GatePage';

interface MaintenancePageProps {
  endTime: string | null;
  customerService: readonly CustomerService[];
}

/** SPEC §2: title, optional end time, info text, customer-service button. */
export function MaintenancePage({ endTime, customerService }: MaintenancePageProps) {
  const { t } = useTranslation();
  return (
    <GatePage testId="maintenance-page" icon={<Icon name="wrench" size={40} />} title={t('gate.maintenance.title')} actions={<CustomerServiceButton services={customerService} />}>
      {endTime ? (
        <p>
          {t('gate.maintenance.endTime')} <strong>{formatDateTime(endTime)}</strong>
        </p>
      ) : null}
      <p>{t('gate.maintenance.info')}</p>
    </GatePage>
  );
}
