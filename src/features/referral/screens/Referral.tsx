import { useTranslation } from '@/lib/useTranslation';
import { useHref } from 'react-router';
import { DataTable, type DataTableColumn, DateCell, Icon, MoneyCell, pageKit, QrCode, Skeleton, StatusChip, urlField, useKitLabels, useUrlFilters } from '@/components';
import { formatMoney, formatNumber } from '@/lib/format';
import { sanitizeHtml } from '@/lib/sanitize';
import { useReferralOffered } from '../../member';
import { useCurrencySymbol } from '../../system';
import { useReferral, type Friend, type ReferralView } from '../api';
import { CopyField } from '../components/CopyField';
import { FRIEND_STATUS_TONE, absoluteLink } from '../rules/friends';
import styles from '../components/Referral.module.css';

const FILTERS = { pageNo: urlField.pageNo() };

/**
 * referral: the member's code and registration link (under the app's base
 * path) to copy and share, the invited friends with their status and what
 * each earned, and the rules. SPEC §3 availablePromo REFERRAL `enabled`
 * (N4) decides whether it is offered; when it is not, the page says so.
 */
export function Referral() {
  const { t } = useTranslation();
  const offered = useReferralOffered();
  const filters = useUrlFilters(FILTERS);
  const { pageNo } = filters.values;
  const query = useReferral(pageNo);
  const data = query.data;
  const off = !offered;

  if (off) {
    return (
      <div className={styles.off} role="status">
        <span className={styles.offMark} aria-hidden="true">
          <Icon name="referral" size={28} />
        </span>
        <h2>{t('mallReferral.off.title')}</h2>
        <p>{t('mallReferral.off.text')}</p>
      </div>
    );
  }
  if (!data) {
    return query.isError ? (
      <p role="alert">{t('centreKit.table.error')}</p>
    ) : (
      <div className={pageKit.page4} aria-busy="true">
        <Skeleton height={200} radius={16} />
        <Skeleton height={96} radius={16} />
      </div>
    );
  }
  return <ReferralBody data={data} pageNo={pageNo} onPage={(next) => filters.set({ pageNo: next })} refreshing={query.isPlaceholderData} />;
}

function ReferralBody({ data, pageNo, onPage, refreshing }: { data: ReferralView; pageNo: number; onPage: (page: number) => void; refreshing: boolean }) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const href = useHref(data.referralLink);
  // A promotion domain of the platform carries the link itself; otherwise the site's own origin and base path.
  const link = data.promotionOrigin ? absoluteLink(data.promotionOrigin, data.referralLink) : absoluteLink(window.location.origin, href);
  const money = { symbol, languageTag: kit.languageTag };

  const columns: DataTableColumn<Friend>[] = [
    { id: 'account', header: t('mallReferral.friends.account'), cell: (row) => <span className={styles.account}>{row.account}</span> },
    { id: 'registerTime', header: t('mallReferral.friends.registered'), cell: (row) => <DateCell value={row.registerTime} /> },
    { id: 'status', header: t('mallReferral.friends.status'), cell: (row) => <StatusChip tone={FRIEND_STATUS_TONE[row.status]}>{t(`mallReferral.statuses.${row.status}`)}</StatusChip> },
    { id: 'firstDeposit', header: t('mallReferral.friends.firstDeposit'), align: 'end', cell: (row) => <MoneyCell amount={row.firstDepositAmount} {...money} /> },
    { id: 'validBet', header: t('mallReferral.friends.validBet'), align: 'end', cell: (row) => <MoneyCell amount={row.totalValidBet} {...money} /> },
    { id: 'earned', header: t('mallReferral.friends.earned'), align: 'end', cell: (row) => <span className={styles.earned}>{formatMoney(row.earned, kit.languageTag, symbol)}</span> },
  ];

  return (
    <div className={pageKit.page4}>
      <section className={styles.share} aria-labelledby="referral-share">
        <div className={pageKit.stack2}>
          <p className={styles.eyebrow}>{t('mallReferral.eyebrow')}</p>
          <h2 id="referral-share" className={styles.shareTitle}>
            {t('mallReferral.shareTitle')}
          </h2>
          <p className={styles.shareLead}>{t('mallReferral.shareLead')}</p>
        </div>
        <div className={pageKit.stack3}>
          <CopyField label={t('mallReferral.link')} value={link} copyLabel={t('mallReferral.copyLink')} large />
          <CopyField label={t('mallReferral.code')} value={data.referralCode} copyLabel={t('mallReferral.copyCode')} />
        </div>
        <QrCode value={link} label={t('mallReferral.qrLabel')} size={152} />
      </section>
      <dl className={`${pageKit.figures} ${styles.tiles}`}>
        <div>
          <dt>{t('mallReferral.stats.invited')}</dt>
          <dd>{formatNumber(data.invitedCount, kit.languageTag)}</dd>
        </div>
        <div>
          <dt>{t('mallReferral.stats.qualified')}</dt>
          <dd>{formatNumber(data.qualifiedCount, kit.languageTag)}</dd>
        </div>
        <div className={pageKit.figureHot}>
          <dt>{t('mallReferral.stats.earned')}</dt>
          <dd>{formatMoney(data.totalEarnings, kit.languageTag, symbol)}</dd>
        </div>
        <div>
          <dt>{t('mallReferral.stats.pending')}</dt>
          <dd>{formatMoney(data.pendingEarnings, kit.languageTag, symbol)}</dd>
        </div>
      </dl>
      <DataTable
        caption={t('mallReferral.friends.caption')}
        columns={columns}
        rows={data.friends.rows}
        rowKey={(row) => `${row.account}-${row.registerTime}`}
        status="success"
        refreshing={refreshing}
        labels={kit.table({ empty: t('mallReferral.friends.empty'), emptyHint: t('mallReferral.friends.emptyHint') })}
        paging={{ page: pageNo, totalPages: data.friends.totalPages, totalCount: data.friends.totalCount, onPageChange: onPage }}
      />
      <section className={styles.rules} aria-labelledby="referral-rules">
        <h2 id="referral-rules">{t('mallReferral.rules')}</h2>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.rules) }} />
      </section>
    </div>
  );
}
