import { Icon } from '../../../components';
import { useTranslation } from '../../../lib/useTranslation';
import type { CustomerService } from '../../../../contracts/shared/entities';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage } from './GatePage';

interface RegionBlockedPageProps {
  ip: string;
  customerService: readonly CustomerService[];
}

/** SPEC §2: the IP, info text, customer-service button. */
export function RegionBlockedPage({ ip, customerService }: RegionBlockedPageProps) {
  const { t } = useTranslation();
  return (
    <GatePage testId="region-blocked-page" icon={<Icon name="globe" size={40} />} title={t('gate.region.title')} actions={<CustomerServiceButton services={customerService} />}>
      <p>
        {t('gate.region.ip')} <strong>{ip}</strong>
      </p>
      <p>{t('gate.region.info')}</p>
    </GatePage>
  );
}
