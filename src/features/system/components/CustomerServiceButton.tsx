import { useTranslation } from '@/lib/useTranslation';
import { Button } from '@/components';
import { useCustomerServices } from './useCustomerServices';

/** Opens the first live chat (or the first customer-service entry) in the platform's service window. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const { services, pending, open } = useCustomerServices();
  const service = services.find((item) => item.csType === 'LIVECHAT') ?? services[0];
  return (
    <Button variant="primary" disabled={!service} loading={pending} onClick={() => service && open(service)}>
      {t('gate.customerService')}
    </Button>
  );
}
