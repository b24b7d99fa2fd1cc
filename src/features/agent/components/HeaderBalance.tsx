import { useTranslation } from '@/lib/useTranslation';
import { formatCellMoney, useKitLabels } from '@/components';
import { useBalanceQuery } from '@/features/member';
import { useCurrencySymbol } from '@/features/system';
import styles from './HeaderBalance.module.css';

/** The agent's wallet balance in the agent header; money actions invalidate it, so it moves at once. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const balance = useBalanceQuery().data;
  return (
    <span className={styles.headerBalance} data-testid="agent-header-balance">
      <span className={styles.headerBalanceLabel}>{t('agentTeam.overview.balance')}</span>
      <strong>{balance === undefined ? '—' : formatCellMoney(balance, { symbol, languageTag: kit.languageTag })}</strong>
    </span>
  );
}
