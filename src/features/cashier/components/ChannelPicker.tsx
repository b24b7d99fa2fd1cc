import { useTranslation } from '@/lib/useTranslation';
import type { DepositChannel } from '../api';
import { formatMoney } from '@/lib/format';
import styles from './cashier.module.css';

const TYPE_ORDER = ['EWALLET', 'BANK', 'CRYPTO'] as const;

/** The deposit channels as a radio group of cards, grouped by kind, each with its limits, fee and speed. */
export function ChannelPicker({
  channels, selected, onSelect, symbol, languageTag,
}: {
  channels: readonly DepositChannel[];
  selected: number | null;
  onSelect: (id: number) => void;
  symbol: string;
  languageTag: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.channelGroups}>
      {TYPE_ORDER.map((type) => {
        const list = channels.filter((channel) => channel.type === type);
        if (!list.length) return null;
        return (
          <fieldset key={type} className={styles.channelGroup}>
            <legend className={styles.channelLegend}>{t(`cashier.deposit.types.${type}`)}</legend>
            <div className={styles.channelGrid}>
              {list.map((channel) => (
                <label key={channel.id} className={`${styles.channel} ${selected === channel.id ? styles.channelOn : ''} ${channel.enabled ? '' : styles.channelOff}`}>
                  <input
                    type="radio"
                    name="deposit-channel"
                    className="visually-hidden"
                    value={channel.id}
                    checked={selected === channel.id}
                    disabled={!channel.enabled}
                    onChange={() => onSelect(channel.id)}
                  />
                  <img src={channel.iconUrl} alt="" width={40} height={40} className={styles.channelIcon} />
                  <span className={styles.channelName}>{channel.name}</span>
                  <span className={styles.channelMeta}>
                    {formatMoney(channel.minAmount, languageTag, symbol)} – {formatMoney(channel.maxAmount, languageTag, symbol)}
                  </span>
                  <span className={styles.channelTags}>
                    <span className={channel.approval === 'INSTANT' ? styles.tagGood : styles.tag}>
                      {channel.approval === 'INSTANT' ? t('cashier.deposit.instant') : t('cashier.deposit.minutes', { count: channel.processingMinutes })}
                    </span>
                    <span className={styles.tag}>
                      {channel.feeRate > 0 ? t('cashier.deposit.fee', { rate: (channel.feeRate * 100).toFixed(1) }) : t('cashier.deposit.noFee')}
                    </span>
                  </span>
                  {channel.enabled ? null : <span className={styles.channelClosed}>{t('cashier.deposit.unavailable')}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
