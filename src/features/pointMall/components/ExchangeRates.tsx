import { useTranslation } from '@/lib/useTranslation';
import { pageKit, plainTable, Skeleton, StatusChip, useKitLabels } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { useVip } from '../../member';
import { useCurrencySymbol } from '../../system';
import { useExchangeRates, useRealMember } from '../api';
import styles from './panels.module.css';

/** The exchange rate table: points earned per game category, and conversion into money per VIP level. */
export function ExchangeRates() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const rates = useExchangeRates();
  const realMember = useRealMember();
  const vip = useVip();
  const tag = kit.languageTag;
  if (!rates.data) {
    return rates.isError ? <p role="alert">{t('centreKit.table.error')}</p> : <Skeleton height={320} radius={16} />;
  }
  return (
    <div className={styles.twoColumns}>
      <section className={styles.card} aria-labelledby="rates-earn">
        <h2 id="rates-earn" className={styles.cardTitle}>
          {t('mallPoints.rates.earnTitle')}
        </h2>
        <p className={pageKit.muted}>{t('mallPoints.rates.earnLead')}</p>
        <table className={`${plainTable.table} ${styles.table}`}>
          <caption className="visually-hidden">{t('mallPoints.rates.earnTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mallPoints.rates.category')}</th>
              <th scope="col" className={plainTable.end}>
                {t('mallPoints.rates.validBetPerPoint')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.data.earn.map((row) => (
              <tr key={row.gameType}>
                <th scope="row">{t(`nav.${row.gameType}`)}</th>
                <td className={plainTable.end}>{t('mallPoints.rates.earnValue', { money: formatMoney(row.validBetPerPoint, tag, symbol) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.card} aria-labelledby="rates-convert">
        <h2 id="rates-convert" className={styles.cardTitle}>
          {t('mallPoints.rates.convertTitle')}
        </h2>
        <p className={pageKit.muted}>{t('mallPoints.rates.convertLead')}</p>
        <table className={`${plainTable.table} ${styles.table}`}>
          <caption className="visually-hidden">{t('mallPoints.rates.convertTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mallPoints.rates.vipLevel')}</th>
              <th scope="col" className={plainTable.end}>
                {t('mallPoints.rates.pointsPerUnit', { money: formatMoney(1, tag, symbol) })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.data.convert.map((row) => {
              const mine = realMember && row.vipRankLevel === vip.vipRankLevel;
              return (
                <tr key={row.vipRankLevel} className={mine ? styles.mine : undefined} aria-current={mine ? 'true' : undefined}>
                  <th scope="row">
                    {row.vipLabelName} {mine ? <StatusChip tone="gold">{t('mallPoints.rates.yourLevel')}</StatusChip> : null}
                  </th>
                  <td className={plainTable.end}>{formatNumber(row.pointsPerUnit, tag)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
