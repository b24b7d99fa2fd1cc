import { useTranslation } from '@/lib/useTranslation';
import { DateCell, MoneyCell, pageKit, StatusChip } from '@/components';
import type { BetRecord } from '@contracts/records';
import { BET_STATUS_TONE } from '../rules/bets';
import styles from './Facts.module.css';

/** One bet as a list of facts: the bet-detail dialog and the transaction-details page show the same. */
export function BetFacts({ bet, symbol, languageTag }: { bet: BetRecord; symbol: string; languageTag: string }) {
  const { t } = useTranslation();
  const money = { symbol, languageTag };
  const facts: Array<[string, React.ReactNode]> = [
    [t('records.bets.columns.orderNo'), <span className={styles.mono}>{bet.orderNo}</span>],
    [t('records.bets.columns.gameType'), t(`nav.${bet.gameType}`)],
    [t('records.bets.columns.vendor'), bet.vassalage],
    [t('records.bets.detail.gameCode'), <span className={styles.mono}>{bet.gameCode}</span>],
    [t('records.bets.columns.betTime'), <DateCell value={bet.betTime} />],
    [t('records.bets.columns.settleTime'), bet.settleTime ? <DateCell value={bet.settleTime} /> : t('records.bets.detail.pending')],
    [t('records.bets.columns.betAmount'), <MoneyCell amount={bet.betAmount} {...money} />],
    [t('records.bets.columns.validBet'), <MoneyCell amount={bet.validBet} {...money} />],
    [t('records.bets.columns.payout'), <MoneyCell amount={bet.payout} {...money} />],
  ];
  return (
    <div className={pageKit.stack4}>
      <div className={styles.hero}>
        <div>
          <p className={styles.heroName}>{bet.gameName}</p>
          <StatusChip tone={BET_STATUS_TONE[bet.status]}>{t(`records.bets.statuses.${bet.status}`)}</StatusChip>
        </div>
        <div className={styles.heroFigure}>
          <span className={styles.heroLabel}>{t('records.bets.columns.profitLoss')}</span>
          <span className={styles.heroAmount}>
            <MoneyCell amount={bet.profitLoss} signed {...money} />
          </span>
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
