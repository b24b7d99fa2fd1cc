import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { z } from 'zod';
import { Button, DateCell, Icon, moneyAmountSchema, MoneyCell, MoneyInput, pageKit, parseMoney, Skeleton, useKitLabels } from '@/components';
import { showToast } from '@/lib/state/ui';
import { DEFAULT_CURRENCY_SYMBOL } from '@contracts/shared/constants';
import type { WalletCode } from '@contracts/wallet';
import { useIsSingleWallet, useSafeBoxMoves, useSafeBoxTransfer, useWallet } from '../api';
import { StatCard } from '../components/StatCard';
import { cashierRefusalText } from '../components/refusal';
import styles from '../components/cashier.module.css';

const PRESETS = [100, 500, 1_000, 5_000] as const;

/**
 * transferFund: the main wallet and the safe box beside it (W1's accounts 2 and the safe box's),
 * money moved either way with presets and MAX (W3), and the recent moves. The header balance and
 * these cards read the same cached W1 answer, which every move invalidates, so all of them show the
 * same figure at once. W2's `isSingle` says whether the main wallet is the one games play from.
 */
export function TransferFund() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const walletQuery = useWallet();
  const isSingle = useIsSingleWallet();
  const moves = useSafeBoxMoves();
  const transfer = useSafeBoxTransfer();
  const [from, setFrom] = useState<WalletCode>('MAIN');
  const to: WalletCode = from === 'MAIN' ? 'SAFE_BOX' : 'MAIN';

  const data = walletQuery.data;
  const symbol = data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const balanceOf = (code: WalletCode) => data?.pockets[code] ?? 0;
  const sourceBalance = balanceOf(from);
  const schema = useMemo(
    () =>
      z.object({
        amount: moneyAmountSchema(
          { min: 0.01, max: sourceBalance },
          {
            required: t('cashier.amount.required'),
            invalid: t('cashier.amount.invalid'),
            min: t('cashier.amount.invalid'),
            max: t(from === 'MAIN' ? 'cashier.wallet.overMain' : 'cashier.wallet.overSafeBox'),
          },
          kit.languageTag,
        ),
      }),
    [sourceBalance, from, t, kit.languageTag],
  );
  const form = useForm<{ amount: string }>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });

  if (walletQuery.isPending) return <Skeleton height={320} />;
  if (!data) {
    return (
      <div className={`${pageKit.panel} ${pageKit.raised}`} role="alert">
        <p>{t('cashier.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void walletQuery.refetch()}>
          {t('cashier.retry')}
        </Button>
      </div>
    );
  }

  const submit = form.handleSubmit(({ amount }) => {
    const value = parseMoney(amount, kit.languageTag) ?? 0;
    transfer.mutate(
      { from, to, amount: value },
      {
        onSuccess: () => {
          showToast(t(to === 'SAFE_BOX' ? 'cashier.wallet.movedIn' : 'cashier.wallet.movedOut', { amount: `${symbol}${value.toFixed(2)}` }), 'success', false);
          form.reset({ amount: '' });
        },
      },
    );
  });
  const flip = () => {
    setFrom(to);
    form.clearErrors();
  };

  return (
    <div className={styles.page}>
      <div className={styles.walletPair}>
        <StatCard label={t('cashier.wallet.main')} amount={balanceOf('MAIN')} symbol={symbol} languageTag={kit.languageTag} tone="gold" testId="wallet-main"
          hint={isSingle ? t('cashier.wallet.singleHint') : undefined} />
        <StatCard label={t('cashier.wallet.safeBox')} amount={balanceOf('SAFE_BOX')} symbol={symbol} languageTag={kit.languageTag} tone="muted" testId="wallet-safe"
          hint={t('cashier.wallet.safeBoxHint')} />
      </div>

      <form className={`${pageKit.panel} ${pageKit.raised}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="transfer-title">
        <h2 id="transfer-title" className={styles.panelTitle}>{t('cashier.wallet.moveTitle')}</h2>
        <div className={styles.direction} aria-live="polite">
          <span className={styles.directionChip}>{t(from === 'MAIN' ? 'cashier.wallet.main' : 'cashier.wallet.safeBox')}</span>
          <Icon name="chevronRight" size={18} />
          <span className={styles.directionChip}>{t(to === 'MAIN' ? 'cashier.wallet.main' : 'cashier.wallet.safeBox')}</span>
          <Button variant="ghost" size="sm" onClick={flip}>{t('cashier.wallet.swap')}</Button>
        </div>
        <div className={styles.amountRow}>
          <Controller
            control={form.control}
            name="amount"
            render={({ field, fieldState }) => (
              <MoneyInput
                {...field}
                label={t('cashier.amount.label')}
                currencySymbol={symbol}
                languageTag={kit.languageTag}
                presets={PRESETS.filter((preset) => preset <= sourceBalance)}
                labels={kit.money}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          <Button variant="secondary" className={styles.maxButton} disabled={sourceBalance <= 0}
            onClick={() => form.setValue('amount', sourceBalance.toFixed(2), { shouldValidate: true })}>
            {t('cashier.max')}
          </Button>
        </div>
        {transfer.error ? <p className={styles.error} role="alert">{cashierRefusalText(transfer.error, t)}</p> : null}
        <Button type="submit" size="lg" block loading={transfer.isPending}>
          {t(to === 'SAFE_BOX' ? 'cashier.wallet.toSafeBox' : 'cashier.wallet.toMain')}
        </Button>
      </form>

      <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="moves-title">
        <h2 id="moves-title" className={styles.panelTitle}>{t('cashier.wallet.recent')}</h2>
        {moves.isPending ? <Skeleton height={120} /> : moves.data?.length ? (
          <ul className={styles.moveList}>
            {moves.data.map((move) => (
              <li key={move.id} className={styles.moveRow}>
                <span className={`${styles.moveIcon} ${move.to === 'SAFE_BOX' ? styles.moveIn : styles.moveOut}`} aria-hidden="true">
                  <Icon name={move.to === 'SAFE_BOX' ? 'shield' : 'wallet'} size={16} />
                </span>
                <span className={styles.moveText}>
                  <strong>{t(move.to === 'SAFE_BOX' ? 'cashier.wallet.toSafeBox' : 'cashier.wallet.toMain')}</strong>
                  <DateCell value={move.createTime} />
                </span>
                <span className={styles.moveAmount}>
                  <MoneyCell amount={move.amount} symbol={symbol} languageTag={kit.languageTag} />
                  <span className={styles.muted}>
                    {t('cashier.wallet.mainAfter')} <MoneyCell amount={move.balanceAfter} symbol={symbol} languageTag={kit.languageTag} />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('cashier.wallet.noMoves')}</p>
        )}
      </section>
    </div>
  );
}
