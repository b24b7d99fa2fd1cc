import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { Button, Modal, Skeleton, StatusChip, Tabs, formatCellMoney, type ChipTone } from '../../../components';
import type { Contract } from '../../../../contracts/shared/entities';
import { isApiError } from '../../../lib/api';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useKitLabels } from '../../centre';
import { useLoginState } from '../../session';
import { useCurrencySymbol } from '../../system';
import { useContracts, useProcessContract } from '../api';
import { autoTerminatedBy, currentContract, termsOf } from '../rules/contractRules';
import { ContractSimulator } from './ContractSimulator';
import styles from './contracts.module.css';

type Side = 'received' | 'given';

export const STATUS_TONE: Record<Contract['status'], ChipTone> = { OFFERED: 'gold', ACTIVE: 'success', REFUSED: 'neutral', TERMINATED: 'danger' };

interface ContractModalProps {
  contractId?: number;
  onClose: () => void;
}

/**
 * The contract modal (SPEC §2 Modals, logged in only; §4 Contracts): the
 * contracts received from the upline and given to the downline with their
 * statuses; an offer can be accepted or refused, an active contract
 * terminated. Before accepting a lower rate it names the downline contracts
 * that will end (SPEC §4), and every offer shows the contract simulator.
 */
export function ContractModal({ contractId, onClose }: ContractModalProps) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useLoginState();
  const contracts = useContracts();
  const [side, setSide] = useState<Side>('received');
  const [selected, setSelected] = useState<number | undefined>(contractId);

  if (!isLogin || isTrial) {
    // Logged in only: a guest (or a session that just ended) never sees contract data.
    return (
      <Modal title={t('agentTeam.modal.title')} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="sm">
        <p>{t('agentTeam.modal.loginRequired')}</p>
      </Modal>
    );
  }

  const data = contracts.data;
  const list = data ? data[side] : [];
  const opened = data ? [...data.received, ...data.given].find((row) => row.id === selected) : undefined;
  const shownSide: Side = opened && data?.given.some((row) => row.id === opened.id) ? 'given' : side;
  const focused = opened ?? list[0];

  return (
    <Modal title={t('agentTeam.modal.title')} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="xl">
      <Tabs<Side>
        label={t('agentTeam.modal.tabs')}
        items={[
          { key: 'received', label: t('agentTeam.modal.received', { count: data?.received.length ?? 0 }) },
          { key: 'given', label: t('agentTeam.modal.given', { count: data?.given.length ?? 0 }) },
        ]}
        active={shownSide}
        onChange={(next) => {
          setSide(next);
          setSelected(undefined);
        }}
      />
      {!data ? (
        <Skeleton height={260} />
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={t(`agentTeam.modal.${shownSide}List`)}>
            {data[shownSide].length === 0 ? <li className={styles.muted}>{t('agentTeam.modal.empty')}</li> : null}
            {data[shownSide].map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className={styles.listItem}
                  aria-current={focused?.id === row.id ? 'true' : undefined}
                  onClick={() => setSelected(row.id)}
                >
                  <span className={styles.listType}>{t(`agentDoor.contractTypes.${row.contractType}`)}</span>
                  <span className={styles.listMeta}>
                    {shownSide === 'received' ? t('agentTeam.contracts.from', { upline: row.upline }) : t('agentTeam.contracts.to', { account: row.account })} ·{' '}
                    {formatNumber(row.rate, 'en')}%
                  </span>
                  <StatusChip tone={STATUS_TONE[row.status]}>{t(`agentTeam.status.${row.status}`)}</StatusChip>
                </button>
              </li>
            ))}
          </ul>
          {focused ? <ContractDetail key={focused.id} row={focused} side={shownSide} received={data.received} given={data.given} /> : null}
        </div>
      )}
    </Modal>
  );
}

interface DetailProps {
  row: Contract;
  side: Side;
  received: Contract[];
  given: Contract[];
}

function ContractDetail({ row, side, received, given }: DetailProps) {
  const { t } = useTranslation();
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  const process = useProcessContract();
  const [confirmTerminate, setConfirmTerminate] = useState(false);
  const [outcome, setOutcome] = useState<{ action: string; ended: Contract[] } | undefined>();
  const money = (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag });
  const isOffer = side === 'received' && row.status === 'OFFERED';
  const conflicts = isOffer ? autoTerminatedBy(row, received, given) : { own: [], downline: [] };
  const current = side === 'received' ? currentContract(received, row.contractType) : given.find((item) => item.account === row.account && item.contractType === row.contractType && item.status === 'ACTIVE' && item.id !== row.id);
  const showSimulator = row.status === 'OFFERED' || row.status === 'ACTIVE';

  const act = (action: 'accept' | 'refuse' | 'terminate') => {
    setOutcome(undefined);
    process
      .answer({ contract: row, action })
      .then((result) => setOutcome({ action, ended: result.autoTerminated }))
      .catch(() => undefined);
  };
  const errorText = process.error && isApiError(process.error) ? process.error.message : process.error ? t('agentTeam.common.failed') : '';

  return (
    <article className={styles.detail} aria-labelledby={`contract-${row.id}-title`} data-testid="contract-detail">
      <header className={styles.detailHead}>
        <h3 id={`contract-${row.id}-title`} className={styles.detailTitle}>
          {t('agentTeam.modal.detailTitle', { type: t(`agentDoor.contractTypes.${row.contractType}`), rate: formatNumber(row.rate, kit.languageTag) })}
        </h3>
        <StatusChip tone={STATUS_TONE[row.status]}>{t(`agentTeam.status.${row.status}`)}</StatusChip>
      </header>
      <dl className={styles.terms}>
        <Term label={t('agentTeam.terms.party')}>{side === 'received' ? row.upline : row.account}</Term>
        <Term label={t('agentTeam.terms.period')}>{t(`agentDoor.periods.${row.period}`)}</Term>
        <Term label={t('agentTeam.terms.rate')}>{`${formatNumber(row.rate, kit.languageTag)}%`}</Term>
        <Term label={t('agentTeam.terms.periodValidBet')}>{money(row.periodValidBet)}</Term>
        <Term label={t('agentTeam.terms.periodProfitLoss')}>{money(row.periodProfitLoss)}</Term>
        <Term label={t('agentTeam.terms.activeMembers')}>{formatNumber(row.activeMembers, kit.languageTag)}</Term>
        {row.betAmountPerDay != null ? <Term label={t('agentTeam.terms.betAmountPerDay')}>{money(row.betAmountPerDay)}</Term> : null}
        {row.betAmountPerHour != null ? <Term label={t('agentTeam.terms.betAmountPerHour')}>{money(row.betAmountPerHour)}</Term> : null}
        <Term label={t('agentTeam.terms.updated')}>{formatDateTime(row.updateTime)}</Term>
      </dl>

      {isOffer && conflicts.downline.length ? (
        <div className={styles.warning} role="alert" data-testid="auto-termination-warning">
          <strong>{t('agentTeam.modal.warningTitle', { count: conflicts.downline.length })}</strong>
          <ul>
            {conflicts.downline.map((item) => (
              <li key={item.id}>
                {t('agentTeam.modal.warningItem', {
                  account: item.account,
                  type: t(`agentDoor.contractTypes.${item.contractType}`),
                  rate: formatNumber(item.rate, kit.languageTag),
                  status: t(`agentTeam.status.${item.status}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isOffer && conflicts.own.length ? <p className={styles.muted}>{t('agentTeam.modal.replaces', { rate: formatNumber(conflicts.own[0]!.rate, kit.languageTag) })}</p> : null}

      {outcome ? (
        <div className={styles.outcome} role="status">
          <strong>{t(`agentTeam.modal.done_${outcome.action}`)}</strong>
          {outcome.ended.length ? (
            <span>
              {' '}
              {t('agentTeam.modal.ended', { names: outcome.ended.map((item) => (item.account === row.account ? t('agentTeam.modal.yourOld') : item.account)).join(', ') })}
            </span>
          ) : null}
        </div>
      ) : null}
      {errorText ? (
        <p role="alert" className={styles.error}>
          {errorText}
        </p>
      ) : null}

      <div className={styles.actions}>
        {isOffer ? (
          <>
            <Button onClick={() => act('accept')} loading={process.isPending}>
              {conflicts.downline.length ? t('agentTeam.modal.acceptAnyway') : t('agentTeam.modal.accept')}
            </Button>
            <Button variant="secondary" onClick={() => act('refuse')} disabled={process.isPending}>
              {t('agentTeam.modal.refuse')}
            </Button>
          </>
        ) : null}
        {row.status === 'ACTIVE' && !confirmTerminate ? (
          <Button variant="ghost" onClick={() => setConfirmTerminate(true)}>
            {t('agentTeam.modal.terminate')}
          </Button>
        ) : null}
        {row.status === 'ACTIVE' && confirmTerminate ? (
          <>
            <span className={styles.muted}>{t('agentTeam.modal.terminateConfirm')}</span>
            <Button variant="secondary" onClick={() => act('terminate')} loading={process.isPending}>
              {t('agentTeam.modal.terminateYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmTerminate(false)}>
              {t('agentTeam.common.cancel')}
            </Button>
          </>
        ) : null}
      </div>

      {showSimulator ? (
        <ContractSimulator
          terms={termsOf(row)}
          current={current && current.id !== row.id ? termsOf(current) : undefined}
          account={side === 'given' ? row.account : undefined}
          mode={side === 'received' ? 'earn' : 'cost'}
        />
      ) : null}
    </article>
  );
}

function Term({ label, children }: { label: string; children: string }) {
  return (
    <div className={styles.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
