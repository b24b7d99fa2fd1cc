import { useTranslation } from '@/lib/useTranslation';
import type { DepositOrder } from '@contracts/wallet';
import { Button, type ChipTone, Icon, pageKit, QrCode, Skeleton, StatusChip } from '@/components';
import { formatMoney } from '@/lib/format';
import { useDepositOrder, useMarkDepositPaid } from '../api';
import { paymentPayload, payToText } from '../rules/deposit';
import { depositTimeline, type DepositStepKey } from '../rules/timeline';
import { CopyButton, CopyValue } from './CopyValue';
import { Countdown } from './Countdown';
import { Timeline } from './Timeline';
import { cashierRefusalText } from './refusal';
import styles from './cashier.module.css';

export const DEPOSIT_STATUS_TONE: Record<DepositOrder['status'], ChipTone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
};

/**
 * The order page of a deposit: the exact amount, where to pay (each detail
 * copyable, or the QR, or the crypto address and network), the countdown to
 * expiry, "I have paid", and the live timeline, which polls until the order
 * is decided; its credit moves the header balance at once.
 */
export function DepositOrderView({ orderId, symbol, languageTag, onNew, onRecords }: {
  orderId: number;
  symbol: string;
  languageTag: string;
  onNew: () => void;
  onRecords: () => void;
}) {
  const { t } = useTranslation();
  const query = useDepositOrder(orderId);
  const markPaid = useMarkDepositPaid();
  const order = query.data;
  if (query.isPending) return <Skeleton height={420} />;
  if (!order) {
    return (
      <div className={`${pageKit.panel} ${pageKit.raised}`} role="alert">
        <p>{cashierRefusalText(query.error, t)}</p>
        <Button variant="secondary" onClick={onNew}>{t('cashier.deposit.newDeposit')}</Button>
      </div>
    );
  }
  const money = (amount: number) => formatMoney(amount, languageTag, symbol);
  const open = order.status === 'PENDING';
  const unpaid = open && !order.paidTime;
  const payTo = order.payTo;
  const lines = [
    { label: t('cashier.deposit.bankName'), value: payTo.bankName },
    { label: t('cashier.deposit.accountName'), value: payTo.accountName },
    { label: t('cashier.deposit.accountNo'), value: payTo.accountNo },
    { label: t('cashier.deposit.address'), value: payTo.address },
    { label: t('cashier.deposit.network'), value: payTo.network },
    { label: t('cashier.deposit.amountToPay'), value: order.amount.toFixed(2) },
    { label: t('cashier.deposit.reference'), value: order.orderNo },
  ];

  return (
    <div className={styles.orderLayout} data-testid="deposit-order">
      <section className={`${pageKit.panel} ${pageKit.raised} ${styles.orderMain}`} aria-labelledby="order-title">
        <header className={styles.orderHead}>
          <div>
            <h2 id="order-title" className={styles.panelTitle} data-focus-landing>{t('cashier.deposit.orderTitle', { channel: order.channelName })}</h2>
            <span className={styles.muted}>{t('cashier.deposit.orderNo', { orderNo: order.orderNo })}</span>
          </div>
          <StatusChip tone={DEPOSIT_STATUS_TONE[order.status]}>{t(`cashier.deposit.statuses.${order.status}`)}</StatusChip>
        </header>

        <div className={styles.exact}>
          <span className={styles.exactLabel}>{t('cashier.deposit.payExactly')}</span>
          <span className={styles.exactAmount}>{money(order.amount)}</span>
          <span className={styles.muted}>
            {t('cashier.deposit.youGet', { amount: money(order.creditedAmount) })}
            {order.fee > 0 ? ` · ${t('cashier.deposit.feeAmount', { amount: money(order.fee) })}` : ''}
          </span>
        </div>

        {order.status === 'APPROVED' ? (
          <p className={styles.success} role="status"><Icon name="star" size={18} /> {t('cashier.deposit.credited', { amount: money(order.creditedAmount) })}</p>
        ) : null}
        {order.status === 'REJECTED' ? <p className={styles.error} role="status">{t('cashier.deposit.rejected', { remark: order.remark })}</p> : null}
        {order.status === 'EXPIRED' ? <p className={styles.error} role="status">{t('cashier.deposit.expired')}</p> : null}

        {open ? (
          <>
            <p className={styles.warning}><Icon name="alert" size={18} /> {t('cashier.deposit.exactWarning', { amount: money(order.amount) })}</p>
            {unpaid ? <Countdown deadline={order.expireTime} label={t('cashier.deposit.expiresIn')} /> : null}
            {payTo.qrCodeUrl ? (
              <div className={styles.qr}>
                <QrCode value={paymentPayload(order)} label={t('cashier.deposit.qrAlt', { channel: order.channelName })} size={168} />
                <span className={styles.muted}>{t('cashier.deposit.scan', { channel: order.channelName })}</span>
              </div>
            ) : null}
            <dl className={styles.payTo}>
              {payTo.bankName ? <CopyValue label={t('cashier.deposit.bankName')} value={payTo.bankName} /> : null}
              {payTo.accountName ? <CopyValue label={t('cashier.deposit.accountName')} value={payTo.accountName} /> : null}
              {payTo.accountNo ? <CopyValue label={t('cashier.deposit.accountNo')} value={payTo.accountNo} emphasis /> : null}
              {payTo.address ? <CopyValue label={t('cashier.deposit.address')} value={payTo.address} emphasis /> : null}
              {payTo.network ? <CopyValue label={t('cashier.deposit.network')} value={payTo.network} /> : null}
              <CopyValue label={t('cashier.deposit.amountToPay')} value={order.amount.toFixed(2)} emphasis />
              <CopyValue label={t('cashier.deposit.reference')} value={order.orderNo} />
            </dl>
            {payTo.network ? <p className={styles.warning}><Icon name="alert" size={18} /> {t('cashier.deposit.networkWarning', { network: payTo.network })}</p> : null}
            <div className={styles.actions}>
              <CopyButton text={payToText(lines)} label={t('cashier.deposit.copyAll')} wide />
              {unpaid ? (
                <Button size="lg" loading={markPaid.isPending} onClick={() => markPaid.mutate(order.id)}>
                  {t('cashier.deposit.iHavePaid')}
                </Button>
              ) : null}
            </div>
            {markPaid.error ? <p className={styles.error} role="alert">{cashierRefusalText(markPaid.error, t)}</p> : null}
          </>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onNew}>{t('cashier.deposit.newDeposit')}</Button>
          <Button variant="ghost" onClick={onRecords}>{t('cashier.deposit.viewRecords')}</Button>
        </div>
      </section>

      <aside className={`${pageKit.panel} ${pageKit.raised} ${styles.orderSide}`} aria-labelledby="order-progress">
        <h2 id="order-progress" className={styles.panelTitle}>{t('cashier.deposit.progress')}</h2>
        <Timeline<DepositStepKey> steps={depositTimeline(order)} labelOf={(key) => t(`cashier.deposit.steps.${key}`)} label={t('cashier.deposit.progress')} />
        {open ? <p className={styles.live} aria-live="polite">{t(order.paidTime ? 'cashier.deposit.liveReview' : 'cashier.deposit.livePay')}</p> : null}
      </aside>
    </div>
  );
}
