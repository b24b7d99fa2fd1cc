import { useTranslation } from '../../../lib/useTranslation';
import type { CustomerService } from '../../../../contracts/shared/entities';
import { Button } from '../../../components';
import { safeUrl } from '../../../lib/safeUrl';
import { showToast } from '../../../lib/state/ui';

/** Opens the first live-chat entry (or any customer-service entry) in a new window. */
export function CustomerServiceButton({ services }: { services: readonly CustomerService[] }) {
  const { t } = useTranslation();
  const service = services.find((item) => item.csType === 'LIVECHAT') ?? services[0];
  return (
    <Button
      variant="primary"
      disabled={!service}
      onClick={() => {
        if (!service) return;
        const url = safeUrl(service.path);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        else showToast('errors.invalidUrl', 'error');
      }}
    >
      {t('gate.customerService')}
    </Button>
  );
}
