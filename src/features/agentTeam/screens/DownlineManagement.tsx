import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { Button, DataTable, type DataTableColumn, DateCell, FilterBar, Icon, MoneyCell, StatusChip, urlField, type UrlField, useKitLabels, useUrlFilters } from '@/components';
import type { DownlineMember } from '@contracts/agent';
import { openModal } from '@/lib/state/ui';
import { useCurrencySymbol } from '@/features/system';
import { useDownline } from '../api';
import { OfferContractDialog } from '@/features/agentContracts';
import { MEMBER_PARAM, memberBetsHref, memberTransactionsHref } from '../rules/links';
import { TransferDialog } from '../components/TransferDialog';
import styles from '../team.module.css';

const text = (fallback: string): UrlField<string> => ({ parse: (raw) => raw.trim().slice(0, 32), toParam: (value) => value, fallback });
const path = (): UrlField<string[]> => ({
  parse: (raw) => raw.split(',').map((part) => part.trim()).filter(Boolean).slice(0, 8),
  toParam: (value) => value.join(','),
  fallback: [],
});

const FILTERS = { q: text(''), path: path(), pageNo: urlField.pageNo() };

type Dialog = { kind: 'offer' | 'transfer'; account: string } | undefined;

/**
 * downlineManagmentView (SPEC's spelling): the direct downline with type,
 * balance, last login and status, searched and paged in the URL; drilling
 * into a sub-agent's team with a breadcrumb; per direct member, offer a
 * contract or transfer money, and open their bets and transactions.
 */
export function DownlineManagement() {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const filters = useUrlFilters(FILTERS);
  const [params] = useSearchParams();
  const focus = params.get(MEMBER_PARAM) ?? '';
  const { q, path: trail, pageNo } = filters.values;
  const upline = trail.at(-1);
  const direct = trail.length === 0;
  const query = useDownline({ username: q || undefined, upline }, pageNo);
  const [search, setSearch] = useState(q);
  const [dialog, setDialog] = useState<Dialog>();
  const page = query.data;

  // The search box follows the URL (back button, a health link).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q);
  }

  useEffect(() => {
    if (!focus || !page) return;
    document.getElementById(`downline-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [focus, page]);

  const typeLabel = (row: DownlineMember) => (row.isAgent ? t('agentTeam.downline.agentType', { type: t(`agentDoor.types.${row.type}`, { defaultValue: String(row.type) }) }) : t('agentTeam.downline.player'));
  const columns: DataTableColumn<DownlineMember>[] = [
    {
      id: 'account',
      header: t('agentTeam.downline.member'),
      cell: (row) => (
        <span className={styles.memberCell}>
          <span className={row.online ? styles.online : styles.offline} aria-hidden="true" />
          <span>
            <strong>{row.account}</strong>
            <span className={styles.muted}> {row.nickname !== row.account ? row.nickname : ''}</span>
            {row.online ? <span className="visually-hidden"> {t('agentTeam.downline.online')}</span> : null}
          </span>
        </span>
      ),
    },
    { id: 'type', header: t('agentTeam.downline.type'), cell: (row) => <StatusChip tone={row.isAgent ? 'gold' : 'info'}>{typeLabel(row)}</StatusChip> },
    { id: 'balance', header: t('agentTeam.downline.balance'), align: 'end', cell: (row) => <MoneyCell amount={row.balance} symbol={symbol} languageTag={kit.languageTag} /> },
    { id: 'lastLogin', header: t('agentTeam.downline.lastLogin'), cell: (row) => (row.lastLoginTime ? <DateCell value={row.lastLoginTime} /> : <span className={styles.muted}>{t('agentTeam.downline.never')}</span>) },
    {
      id: 'status',
      header: t('agentTeam.downline.status'),
      cell: (row) => <StatusChip tone={row.status === 'ACTIVE' ? 'success' : 'neutral'}>{t(`agentTeam.downline.statuses.${row.status}`)}</StatusChip>,
    },
    {
      id: 'contracts',
      header: t('agentTeam.downline.contracts'),
      cell: (row) =>
        row.contractTypes.length ? (
          <span className={styles.chips}>
            {row.contractTypes.map((type) => (
              <StatusChip key={type} tone="success">
                {t(`agentDoor.contractTypes.${type}`)}
              </StatusChip>
            ))}
          </span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      id: 'actions',
      header: t('agentTeam.downline.actions'),
      cell: (row) => (
        <span className={styles.rowActions}>
          {row.isAgent ? (
            <Button size="sm" variant="ghost" onClick={() => filters.set({ path: [...trail, row.account], pageNo: 1, q: '' })} aria-label={t('agentTeam.downline.viewTeamOf', { account: row.account, count: row.teamSize })}>
              {t('agentTeam.downline.viewTeam', { count: row.teamSize })}
            </Button>
          ) : null}
          {direct ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'offer', account: row.account })} aria-label={t('agentTeam.downline.offerTo', { account: row.account })}>
                {t('agentTeam.downline.offer')}
              </Button>
              <Button size="sm" onClick={() => setDialog({ kind: 'transfer', account: row.account })} aria-label={t('agentTeam.downline.transferTo', { account: row.account })}>
                {t('agentTeam.downline.transfer')}
              </Button>
            </>
          ) : null}
          <Link className={styles.rowLink} to={memberBetsHref(row.account)} aria-label={t('agentTeam.downline.betsOf', { account: row.account })}>
            {t('agentTeam.downline.bets')}
          </Link>
          <Link className={styles.rowLink} to={memberTransactionsHref(row.account)} aria-label={t('agentTeam.downline.transactionsOf', { account: row.account })}>
            {t('agentTeam.downline.transactions')}
          </Link>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <nav aria-label={t('agentTeam.downline.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            {direct ? (
              <span aria-current="page">{t('agentTeam.downline.myDownline')}</span>
            ) : (
              <button type="button" className={styles.crumb} onClick={() => filters.set({ path: [], pageNo: 1, q: '' })}>
                {t('agentTeam.downline.myDownline')}
              </button>
            )}
          </li>
          {trail.map((account, index) => (
            <li key={account}>
              <Icon name="chevronRight" size={14} />
              {index === trail.length - 1 ? (
                <span aria-current="page">{t('agentTeam.downline.teamOf', { account })}</span>
              ) : (
                <button type="button" className={styles.crumb} onClick={() => filters.set({ path: trail.slice(0, index + 1), pageNo: 1, q: '' })}>
                  {t('agentTeam.downline.teamOf', { account })}
                </button>
              )}
            </li>
          ))}
        </ol>
        <Button size="sm" variant="ghost" icon={<Icon name="records" size={16} />} onClick={() => openModal('contract', {})}>
          {t('agentTeam.contracts.openList')}
        </Button>
      </nav>
      <FilterBar
        label={t('agentTeam.downline.filterLabel')}
        onApply={() => filters.set({ q: search.trim(), pageNo: 1 })}
        onReset={() => {
          setSearch('');
          filters.set({ q: '', pageNo: 1 });
        }}
        labels={kit.filters}
      >
        <label className={styles.searchField}>
          <span>{t('agentTeam.downline.search')}</span>
          <input type="search" value={search} maxLength={32} onChange={(event) => setSearch(event.target.value)} placeholder={t('agentTeam.downline.searchHint')} />
        </label>
      </FilterBar>
      {!direct ? <p className={styles.muted}>{t('agentTeam.downline.drillNote')}</p> : null}
      <DataTable
        caption={direct ? t('agentTeam.downline.caption') : t('agentTeam.downline.teamOf', { account: upline })}
        columns={columns}
        rows={page?.list}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({
          id: `downline-${row.account}`,
          className: row.account === focus ? styles.focusRow : undefined,
          'aria-current': row.account === focus ? 'true' : undefined,
        })}
        status={query.isPending ? 'loading' : query.isError && !page ? 'error' : 'success'}
        refreshing={query.isPlaceholderData}
        labels={kit.table({ empty: t('agentTeam.downline.empty'), emptyHint: t('agentTeam.downline.emptyHint') })}
        onRetry={() => void query.refetch()}
        paging={page ? { page: pageNo, totalPages: page.totalPages, totalCount: page.totalCount, onPageChange: (next) => filters.set({ pageNo: next }) } : undefined}
      />
      {dialog?.kind === 'offer' ? <OfferContractDialog account={dialog.account} onClose={() => setDialog(undefined)} /> : null}
      {dialog?.kind === 'transfer' ? <TransferDialog account={dialog.account} onClose={() => setDialog(undefined)} /> : null}
    </div>
  );
}
