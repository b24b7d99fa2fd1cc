import { useTranslation } from 'react-i18next';
import type { CustomerService } from '../../../../contracts/shared/entities';
import { Button } from '../../../components';

/** Opens the first live-chat entry (or any customer-service entry) in a new window. */
export function CustomerServiceButton({ services }: { services: readonly CustomerService[] }) {
  const { t } = useTranslation();
  const service = services.find((item) => item.csType === 'LIVECHAT') ?? services[0];
  return (
    <Button
      variant="primary"
      disabled={!service}
      onClick={() => service && window.open(service.path, '_blank', 'noopener,noreferrer')}
    >
      {t('gate.customerService')}
    </Button>
  );
}
