import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/useTranslation';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button, Icon, moneyAmountSchema, MoneyInput, pageKit, parseMoney, Skeleton, Tabs, useKitLabels } from '@/components';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/api';
import { depositKindBarred } from '@contracts/shared/jurisdictions';
import { useCurrencySymbol, useJurisdiction } from '../../system';
import { DepositGate } from '../../responsibleGaming';
import { useCreateDeposit, useDepositChannels, type DepositChannel } from '../api';
import { ChannelPicker } from '../components/ChannelPicker';
import { DepositOrderView } from '../components/DepositOrderView';
import { DepositRecords } from '../components/DepositRecords';
import { cashierRefusalText } from '../components/refusal';
import { depositSplit } from '../rules/deposit';
import { newRequestId } from '../rules/requestId';
import styles from '../components/cashier.module.css';

type View = 'new' | 'records';
const ORDER_PARAM = 'order';
const VIEW_PARAM = 'view';

/**
 * depositv2: pick a channel, an amount within its limits, then the order page
 * (`order=<id>` in the URL, so a reload or a shared link finds it again);
 * the records tab lists every order. Reused by the agent centre.
 */
export function Deposit() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get(ORDER_PARAM)) || null;
  const view: View = params.get(VIEW_PARAM) === 'records' ? 'records' : 'new';

  const go = (patch: { order?: number | null; view?: View }) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (patch.order !== undefined) {
        if (patch.order === null) next.delete(ORDER_PARAM);
        else next.set(ORDER_PARAM, String(patch.order));
      }
      if (patch.view !== undefined) {
        if (patch.view === 'new') next.delete(VIEW_PARAM);
        else next.set(VIEW_PARAM, patch.view);
      }
      return next;
    });

  return (
    <Tabs<View>
      label={t('cashier.deposit.tabs')}
      items={[
        { key: 'new', label: t('cashier.deposit.tabNew') },
        { key: 'records', label: t('cashier.deposit.tabRecords') },
      ]}
      active={view}
      onChange={(next) => go({ view: next, order: null })}
    >
      {view === 'records' ? (
        <DepositRecords symbol={symbol} onOpen={(id) => go({ view: 'new', order: id })} />
      ) : orderId ? (
        <DepositOrderView
          orderId={orderId}
          symbol={symbol}
          languageTag={kit.languageTag}
          onNew={() => go({ order: null })}
          onRecords={() => go({ view: 'records', order: null })}
        />
      ) : (
        // The regulator's steps before a deposit (UKGC: verified, then a deposit limit chosen): issue 35.
        <DepositGate>
          <DepositForm onCreated={(id) => go({ order: id })} />
        </DepositGate>
      )}
    </Tabs>
  );
}

function DepositForm({ onCreated }: { onCreated: (orderId: number) => void }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const channels = useDepositChannels();
  const profile = useJurisdiction();
  // The regulator's barred payment kinds are not offered at all (PAGCOR: crypto, cards; issue 35); the backend refuses them too.
  const list = channels.data?.channels.filter((item) => !depositKindBarred(profile, item.type));
  const [picked, setPicked] = useState<number | null>(null);
  const channel = list?.find((item) => item.id === picked) ?? list?.find((item) => item.enabled);

  if (channels.isPending) return <Skeleton height={360} />;
  if (!list || !channel) {
    return (
      <div className={`${pageKit.panel} ${pageKit.raised}`} role="alert">
        <p>{channels.error ? cashierRefusalText(channels.error, t) : t('cashier.deposit.noChannels')}</p>
        <Button variant="secondary" onClick={() => void channels.refetch()}>{t('cashier.retry')}</Button>
      </div>
    );
  }
  return (
    <div className={styles.depositLayout}>
      <section className={`${pageKit.panel} ${pageKit.raised}`} aria-labelledby="channel-title">
        <h2 id="channel-title" className={styles.panelTitle}>{t('cashier.deposit.chooseChannel')}</h2>
        <ChannelPicker channels={list} selected={channel.id} onSelect={setPicked} symbol={symbol} languageTag={kit.languageTag} />
      </section>
      {/* Keyed by channel: its limits and presets are the form's, and a switch starts a clean amount. */}
      <AmountForm key={channel.id} channel={channel} symbol={symbol} onCreated={onCreated} />
    </div>
  );
}

function AmountForm({ channel, symbol, onCreated }: { channel: DepositChannel; symbol: string; onCreated: (orderId: number) => void }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const deposit = useCreateDeposit();
  const [requestId] = useState(newRequestId);
  const money = (amount: number) => formatMoney(amount, kit.languageTag, symbol);
  const schema = useMemo(
    () =>
      z.object({
        amount: moneyAmountSchema(
          { min: channel.minAmount, max: channel.maxAmount },
          {
            required: t('cashier.amount.required'),
            invalid: t('cashier.amount.invalid'),
            min: t('cashier.amount.min', { amount: formatMoney(channel.minAmount, kit.languageTag, symbol) }),
            max: t('cashier.amount.max', { amount: formatMoney(channel.maxAmount, kit.languageTag, symbol) }),
          },
          kit.languageTag,
        ),
      }),
    [channel, t, kit.languageTag, symbol],
  );
  const form = useForm<{ amount: string }>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  const amount = parseMoney(form.watch('amount'), kit.languageTag);
  const split = amount ? depositSplit(amount, channel.feeRate) : null;
  const openOrder = isApiError(deposit.error) && deposit.error.value && typeof deposit.error.value === 'object' && 'orderId' in deposit.error.value
    ? Number(deposit.error.value.orderId)
    : null;

  const submit = form.handleSubmit(({ amount: text }) => {
    const value = parseMoney(text, kit.languageTag) ?? 0;
    deposit.mutate({ channel, amount: value, requestId }, { onSuccess: (order) => onCreated(order.id) });
  });

  return (
    <form className={`${pageKit.panel} ${pageKit.raised} ${styles.amountPanel}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="amount-title">
      <div className={styles.channelSummary}>
        <img src={channel.iconUrl} alt="" width={44} height={44} className={styles.channelIcon} />
        <div>
          <h2 id="amount-title" className={styles.panelTitle}>{channel.name}</h2>
          <span className={styles.muted}>
            {channel.approval === 'INSTANT' ? t('cashier.deposit.instantLong') : t('cashier.deposit.minutesLong', { count: channel.processingMinutes })}
          </span>
        </div>
      </div>
      <p className={styles.instructions}><Icon name="alert" size={16} /> {channel.instructions}</p>
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyInput
            {...field}
            label={t('cashier.amount.label')}
            currencySymbol={symbol}
            languageTag={kit.languageTag}
            min={channel.minAmount}
            max={channel.maxAmount}
            presets={channel.presetAmounts}
            labels={kit.money}
            error={fieldState.error?.message}
            required
          />
        )}
      />
      <dl className={styles.summary}>
        <div><dt>{t('cashier.deposit.feeLabel')}</dt><dd>{channel.feeRate > 0 ? `${(channel.feeRate * 100).toFixed(1)}% · ${money(split?.fee ?? 0)}` : t('cashier.deposit.noFee')}</dd></div>
        <div className={styles.summaryTotal}><dt>{t('cashier.deposit.youReceive')}</dt><dd>{money(split?.credited ?? 0)}</dd></div>
      </dl>
      {deposit.error ? (
        <div className={styles.error} role="alert">
          <span>{cashierRefusalText(deposit.error, t)}</span>
          {openOrder ? <Button variant="ghost" size="sm" onClick={() => onCreated(openOrder)}>{t('cashier.deposit.openThatOrder')}</Button> : null}
        </div>
      ) : null}
      <Button type="submit" size="lg" block loading={deposit.isPending}>
        {amount ? t('cashier.deposit.submitAmount', { amount: money(amount) }) : t('cashier.deposit.submit')}
      </Button>
    </form>
  );
}
