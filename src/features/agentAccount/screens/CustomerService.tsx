import { useTranslation } from '@/lib/useTranslation';
import { Button, Icon, type IconName, pageKit } from '@/components';
import { safeUrl } from '@/lib/safeUrl';
import { useCustomerServices, type CustomerServiceLink } from '@/features/system';
import styles from '../account.module.css';

/** The channels SPEC names have their own icon; any other csType (AICAN, COMM100, …) is a chat. */
const CHANNEL_ICON: Readonly<Record<string, IconName>> = {
  LIVECHAT: 'chat',
  TELEGRAM: 'mail',
  FACEBOOK: 'user',
  WHATSAPP: 'chat',
};
/** The csTypes with their own label; any other shows as live chat. */
const NAMED_TYPES = new Set(['LIVECHAT', 'TELEGRAM', 'FACEBOOK', 'WHATSAPP']);

/**
 * Customer service in the agent centre: the channels of the start-up status (WIRE.md §3) the member
 * may use. Each opens in the platform's service window only when its URL passes the site's one URL
 * check; a refused one says so (SPEC §8).
 */
export function CustomerService() {
  const { t } = useTranslation();
  const { services, open } = useCustomerServices();
  if (!services.length) {
    return (
      <section className={styles.panel}>
        <p className={pageKit.muted}>{t('agentReports.service.none')}</p>
      </section>
    );
  }
  return (
    <div className={pageKit.page4}>
      <p className={pageKit.muted}>{t('agentReports.service.intro')}</p>
      <ul className={styles.channels} aria-label={t('agentReports.service.listLabel')}>
        {services.map((channel) => (
          <ChannelCard key={channel.key} channel={channel} onOpen={() => open(channel)} />
        ))}
      </ul>
    </div>
  );
}

function ChannelCard({ channel, onOpen }: { channel: CustomerServiceLink; onOpen: () => void }) {
  const { t } = useTranslation();
  const url = safeUrl(channel.url);
  const type = NAMED_TYPES.has(channel.csType) ? channel.csType : 'LIVECHAT';
  return (
    <li className={styles.channel}>
      <span className={styles.channelIcon} aria-hidden="true">
        <Icon name={CHANNEL_ICON[channel.csType] ?? 'chat'} size={24} />
      </span>
      <h2 className={styles.channelTitle}>{channel.title}</h2>
      <p className={styles.channelType}>{t(`agentReports.service.types.${type}`)}</p>
      <div className={styles.channelAction}>
        {url ? (
          <span className={styles.host}>{new URL(url).host}</span>
        ) : channel.ready ? (
          <span className={styles.refused}>{t('errors.invalidUrl')}</span>
        ) : null}
        <Button variant="primary" size="sm" onClick={onOpen} loading={!channel.ready} aria-label={t('agentReports.service.open', { title: channel.title })}>
          {t('agentReports.service.openShort')}
        </Button>
      </div>
    </li>
  );
}
