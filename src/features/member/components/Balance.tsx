import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { useSnapshot } from 'valtio';
import { Skeleton, Icon } from '@/components';
import { DEFAULT_CURRENCY_SYMBOL } from '@contracts/shared/constants';
import { formatMoney, HIDDEN_BALANCE } from '@/lib/format';
import { languageTag } from '@/lib/languages';
import styles from './MemberInfo.module.css';
import { useWalletSummary } from '../api';
import { memberPrefs, toggleBalanceHidden } from './prefs';
import { balanceChange } from './balanceChange';
import { msUntilNextSince, sinceChange } from '../rules/balanceFollow';

/**
 * "Updated just now", "Updated 2 minutes ago": when the balance last changed, as this tab saw it.
 * It re-renders when its text would change (each minute, then each hour), not every second, and
 * is no live region: the figure itself is the one announced, and only when it changes.
 */
function BalanceAge({ at }: { at: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msUntilNextSince(at, now));
    return () => clearTimeout(timer);
  }, [at, now]);
  const since = sinceChange(at, Math.max(now, at));
  return (
    <span className={styles.balanceAge} data-testid="balance-age">
      {since.unit === 'now' ? t('memberInfo.updatedNow') : t(`memberInfo.updated.${since.unit}`, { count: since.count })}
    </span>
  );
}

/**
 * SPEC §2: the balance with currency symbol and 2 decimals, a hide toggle showing stars, and a refresh.
 * The amount is the main wallet and the symbol is the one W1 sends (WIRE.md §9 checklist 35: "$" only
 * when none is sent).
 */
export function Balance() {
  const { t, i18n } = useTranslation();
  const { balanceHidden } = useSnapshot(memberPrefs);
  const change = useSnapshot(balanceChange);
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
              // A new figure mounts a new span: its animation runs once per change, never on a refetch that confirms the figure.
              <span key={change.seq} className={change.seq > 0 ? styles.changed : undefined} data-changed={change.seq > 0 || undefined}>
                {formatMoney(amount ?? 0, languageTag(i18n.language), currencySymbol)}
              </span>
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
      {change.at > 0 && !balance.isPending ? <BalanceAge at={change.at} /> : null}
    </div>
  );
}
