import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, DateCell, Icon, MoneyCell, pageKit, Skeleton, StatusChip, useKitLabels } from '@/components';
import { memberPageHref } from '@/lib/centrePages';
import type { TransactionDetail } from '@contracts/records';
import { useCurrencySymbol } from '../../system';
import { useTransactionDetail } from '../api';
import { BetFacts } from '../components/BetFacts';
import factStyles from '../components/Facts.module.css';
import { LEDGER_KIND_TONE } from '../rules/ledger';
import styles from './details.module.css';

/** `?id=` as a ledger row id; anything else is no id. */
function idFrom(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className={factStyles.facts}>
      {items.map(([label, value]) => (
        <div key={label} className={factStyles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * transactionDetails (SPEC §2): one ledger row, `/member?page=transactionDetails&id=`,
 * with the balance before and after it and what caused it (the bet, the
 * deposit order, the withdrawal or the other side of a transfer). The URL is
 * shareable; opened from the history, the way back keeps that page's filter.
 */
export function TransactionDetails() {
  const { t, i18n } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = idFrom(params.get('id'));
  const query = useTransactionDetail(id);
  const money = { symbol, languageTag: kit.languageTag };

  const back = (location.state as { back?: unknown } | null)?.back;
  const backHref = typeof back === 'string' && back.includes('page=transactionHistory') ? `/member${back}` : memberPageHref('transactionHistory');
  const backLink = (
    <Link to={backHref} className={styles.back}>
      <Icon name="chevronLeft" size={16} />
      {t('records.detail.backToHistory')}
    </Link>
  );
  // Statuses the cashier may add later show as their code rather than as a missing text.
  const orderStatus = (status: string) => (i18n.exists(`records.detail.orderStatuses.${status}`) ? t(`records.detail.orderStatuses.${status}`) : status);

  if (id === null || query.error?.errorCode === 'record_not_found') {
    return (
      <div className={pageKit.page4}>
        {backLink}
        <div className={styles.message}>
          <Icon name="records" size={32} />
          <h2 className={styles.messageTitle}>{t('records.detail.missing')}</h2>
          <p className={styles.messageHint}>{t('records.detail.missingHint')}</p>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={pageKit.page4}>
        {backLink}
        <div className={`${styles.message} ${styles.error}`}>
          <Icon name="alert" size={32} />
          <p className={styles.messageTitle} role="alert">
            {t('records.detail.error')}
          </p>
          <Button variant="ghost" size="sm" icon={<Icon name="refresh" size={16} />} onClick={() => void query.refetch()}>
            {t('records.detail.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className={pageKit.page4} aria-busy="true">
        {backLink}
        <p className="visually-hidden" role="status">
          {t('records.detail.loading')}
        </p>
        <div className={styles.summary} aria-hidden="true">
          <Skeleton width="40%" height={28} />
          <Skeleton width="70%" height={16} />
          <Skeleton width="55%" height={16} />
        </div>
      </div>
    );
  }

  const detail: TransactionDetail = query.data;
  const { entry } = detail;
  return (
    <div className={pageKit.page4}>
      {backLink}
      <section className={styles.summary} aria-label={t('records.detail.summary')}>
        <div className={styles.summaryHead}>
          <StatusChip tone={LEDGER_KIND_TONE[entry.kind]}>{t(`transactions.kinds.${entry.kind}`)}</StatusChip>
          <span className={styles.amount}>
            <MoneyCell amount={entry.amount} signed {...money} />
          </span>
        </div>
        <div className={styles.balances}>
          <div>
            <span className={styles.balanceLabel}>{t('records.detail.balanceBefore')}</span>
            <MoneyCell amount={detail.balanceBefore} {...money} />
          </div>
          <Icon name="chevronRight" size={20} className={styles.arrow} />
          <div>
            <span className={styles.balanceLabel}>{t('records.detail.balanceAfter')}</span>
            <MoneyCell amount={entry.balanceAfter} {...money} />
          </div>
        </div>
        <Facts
          items={[
            [t('records.detail.time'), <DateCell value={entry.createTime} />],
            [t('records.detail.reference'), <span className={factStyles.mono}>{entry.reference}</span>],
            [t('records.detail.remark'), entry.remark || t('records.none')],
          ]}
        />
      </section>
      <section className={styles.cause} aria-labelledby="transaction-cause">
        <h2 id="transaction-cause" className={pageKit.titleLg}>
          {t('records.detail.cause')}
        </h2>
        {detail.bet ? (
          <>
            <h3 className={styles.causeKind}>{t('records.detail.bet')}</h3>
            <BetFacts bet={detail.bet} {...money} />
          </>
        ) : detail.deposit ? (
          <>
            <h3 className={styles.causeKind}>{t('records.detail.deposit')}</h3>
            <Facts
              items={[
                [t('records.detail.orderNo'), <span className={factStyles.mono}>{detail.deposit.orderNo}</span>],
                [t('records.detail.channel'), detail.deposit.channelName],
                [t('records.detail.amount'), <MoneyCell amount={detail.deposit.amount} {...money} />],
                [t('records.detail.fee'), <MoneyCell amount={detail.deposit.fee} {...money} />],
                [t('records.detail.credited'), <MoneyCell amount={detail.deposit.creditedAmount} {...money} />],
                [t('records.detail.status'), orderStatus(detail.deposit.status)],
              ]}
            />
          </>
        ) : detail.withdrawal ? (
          <>
            <h3 className={styles.causeKind}>{t('records.detail.withdrawal')}</h3>
            <Facts
              items={[
                [t('records.detail.orderNo'), <span className={factStyles.mono}>{detail.withdrawal.orderNo}</span>],
                [t('records.detail.bankAccount'), `${detail.withdrawal.bankAccount.bankName} ${detail.withdrawal.bankAccount.accountNo}`],
                [t('records.detail.amount'), <MoneyCell amount={detail.withdrawal.amount} {...money} />],
                [t('records.detail.status'), orderStatus(detail.withdrawal.status)],
                [
                  t('records.detail.confirmation'),
                  detail.withdrawal.confirmation ? t(`records.detail.confirmations.${detail.withdrawal.confirmation}`) : t('records.none'),
                ],
              ]}
            />
          </>
        ) : detail.counterparty ? (
          <>
            <h3 className={styles.causeKind}>{t('records.detail.transfer')}</h3>
            <Facts
              items={[[t('records.detail.counterparty'), detail.counterparty === 'SAFE_BOX' ? t('records.detail.safeBox') : detail.counterparty]]}
            />
          </>
        ) : (
          <p className={styles.messageHint}>{t('records.detail.noCause')}</p>
        )}
      </section>
    </div>
  );
}
