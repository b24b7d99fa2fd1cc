import { useTranslation } from '../../../../lib/useTranslation';
import type { CustomerService as Channel } from '../../../../../contracts/shared/entities';
import { Button, Icon, type IconName } from '../../../../components';
import { safeUrl } from '../../../../lib/safeUrl';
import { showToast } from '../../../../lib/state/ui';
import { usePermission } from '../../../system';
import styles from '../account.module.css';

const CHANNEL_ICON: Record<Channel['csType'], IconName> = {
  LIVECHAT: 'chat',
  TELEGRAM: 'mail',
  FACEBOOK: 'user',
  WHATSAPP: 'chat',
};

/**
 * Customer service in the agent centre: the channels the permission call
 * lists (SPEC §3 customer service). Each opens in a new window only when its
 * URL passes the site's one URL check; a refused one says so (SPEC §8).
 */
export function CustomerService() {
  const { t } = useTranslation();
  const channels = usePermission()?.customerService ?? [];
  if (!channels.length) {
    return (
      <section className={styles.panel}>
        <p className={styles.muted}>{t('agentReports.service.none')}</p>
      </section>
    );
  }
  return (
    <div className={styles.page}>
      <p className={styles.muted}>{t('agentReports.service.intro')}</p>
      <ul className={styles.channels} aria-label={t('agentReports.service.listLabel')}>
        {channels.map((channel) => (
          <ChannelCard key={`${channel.csType}|${channel.title}`} channel={channel} />
        ))}
      </ul>
    </div>
  );
}

function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  const url = safeUrl(channel.path);
  const open = () => {
    // Checked again at the click: what is opened is what passed the check.
    const checked = safeUrl(channel.path);
    if (checked) window.open(checked, '_blank', 'noopener,noreferrer');
    else showToast('errors.invalidUrl', 'error');
  };
  return (
    <li className={styles.channel}>
      <span className={styles.channelIcon} aria-hidden="true">
        <Icon name={CHANNEL_ICON[channel.csType]} size={24} />
      </span>
      <h2 className={styles.channelTitle}>{channel.title}</h2>
      <p className={styles.channelType}>{t(`agentReports.service.types.${channel.csType}`)}</p>
      <div className={styles.channelAction}>
        {url ? <span className={styles.host}>{new URL(url).host}</span> : <span className={styles.refused}>{t('errors.invalidUrl')}</span>}
        <Button variant="primary" size="sm" onClick={open} aria-label={t('agentReports.service.open', { title: channel.title })}>
          {t('agentReports.service.openShort')}
        </Button>
      </div>
    </li>
  );
}
