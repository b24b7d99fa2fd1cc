import { useId } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { useSnapshot } from 'valtio';
import { Skeleton, Icon } from '../../components';
import { DEFAULT_CURRENCY_SYMBOL } from '../../../contracts/shared/constants';
import { formatMoney, HIDDEN_BALANCE } from '../../lib/format';
import { languageTag } from '../../lib/languages';
import styles from './MemberInfo.module.css';
import { useWalletSummary } from './api';
import { memberPrefs, toggleBalanceHidden } from './prefs';

/**
 * SPEC §2: the balance with currency symbol and 2 decimals, a hide toggle showing stars, and a refresh.
 * The amount is the main wallet and the symbol is the one W1 sends (WIRE.md §9 checklist 35: "$" only
 * when none is sent).
 */
export function Balance() {
  const { t, i18n } = useTranslation();
  const { balanceHidden } = useSnapshot(memberPrefs);
  const balance = useWalletSummary();
  const amount = balance.data?.main;
  const currencySymbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;

  const refreshing = balance.isFetching;
  const labelId = useId();
  return (
    <div className={styles.balanceBox}>
      <span className={styles.balanceLabel} id={labelId}>
        {t('memberInfo.balance')}
      </span>
      <span className={styles.balanceRow}>
        {balance.isPending ? (
          <Skeleton width={96} height={18} />
        ) : (
          <output className={styles.balance} data-testid="member-balance" aria-labelledby={labelId}>
            {balanceHidden ? (
              <span aria-label={t('memberInfo.balanceHidden')}>{`${currencySymbol}${HIDDEN_BALANCE}`}</span>
            ) : (
              formatMoney(amount ?? 0, languageTag(i18n.language), currencySymbol)
            )}
          </output>
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggleBalanceHidden}
          aria-pressed={balanceHidden}
          aria-label={t(balanceHidden ? 'memberInfo.showBalance' : 'memberInfo.hideBalance')}
        >
          <Icon name={balanceHidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          className={`${styles.iconButton} ${refreshing ? styles.spinning : ''}`}
          onClick={() => void balance.refetch()}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
          aria-label={t('memberInfo.refreshBalance')}
        >
          <Icon name="refresh" size={16} />
        </button>
      </span>
    </div>
  );
}
