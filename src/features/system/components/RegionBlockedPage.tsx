import { Icon } from '@/components';
import { useTranslation } from '@/lib/useTranslation';
import { CustomerServiceButton } from './CustomerServiceButton';
import { GatePage } from './GatePage';

interface RegionBlockedPageProps {
  /** The status's location.ip; null when the platform sent none. */
  ip: string | null;
}

/** SPEC §2: the IP, info text, customer-service button. */
export function RegionBlockedPage({ ip }: RegionBlockedPageProps) {
  const { t } = useTranslation();
  return (
    <GatePage testId="region-blocked-page" icon={<Icon name="globe" size={40} />} title={t('gate.region.title')} actions={<CustomerServiceButton />}>
      {ip ? (
        <p>
          {t('gate.region.ip')} <strong>{ip}</strong>
        </p>
      ) : null}
      <p>{t('gate.region.info')}</p>
    </GatePage>
  );
}
