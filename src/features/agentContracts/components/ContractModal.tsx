import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { Button, type ChipTone, formatCellMoney, Modal, pageKit, Skeleton, StatusChip, Tabs, useKitLabels } from '@/components';
import type { Contract } from '@contracts/shared/entities';
import { isApiError, type ApiError } from '@/lib/api';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLoginState, useMember } from '@/features/session';
import { useCurrencySymbol } from '@/features/system';
import { useContractBundle, useContracts, useProcessContract, useRequestTermination, type ProcessAction } from '../api';
import { currentOfType, downlineEndedBy, termsOf } from '../rules/contractRules';
import type { ReceivedContract } from '../rules/consolidated';
import { ContractSimulator } from './ContractSimulator';
import styles from './contracts.module.css';

type Side = 'received' | 'given';

export const STATUS_TONE: Record<Contract['status'], ChipTone> = { OFFERED: 'gold', ACTIVE: 'success', REFUSED: 'neutral', TERMINATED: 'danger' };

/** How a received item shows: an offer, a termination request, or a current contract (with or without one pending). */
function receivedState(row: ReceivedContract): { label: string; tone: ChipTone } {
  if (row.request === 'offer') return { label: 'offer', tone: 'gold' };
  if (row.request === 'termination') return { label: 'terminationRequest', tone: 'danger' };
  return row.terminationRequested ? { label: 'terminationPending', tone: 'gold' } : { label: 'ACTIVE', tone: 'success' };
}

/** What the last answer did, shown above the lists (the item it answered may have left the list). */
type Outcome = { done: string; ended?: string[]; account?: string };

interface ContractModalProps {
  /** The received item to open at (a key of the K0 bundle, e.g. from the offer badge). */
  contractKey?: string;
  onClose: () => void;
}

/**
 * The contract modal (SPEC §2 Modals, logged in only; §4 Contracts; WIRE.md §6.7). "From my
 * upline" is K0: the offers and termination requests waiting for the member's answer and its
 * current contracts; each is answered through its family's relay (K1–K4): accept (A) or refuse
 * (R), and a current contract can be terminated (C). Before accepting a lower rate it names the
 * downline contracts that will end (SPEC §4). "To my downline" is the agent's own list: it can
 * ask a member to end a contract (the member then sees a termination request).
 */
export function ContractModal({ contractKey, onClose }: ContractModalProps) {
  const { t } = useTranslation();
  const { isLogin, isTrial, isAgent } = useLoginState();
  const bundle = useContractBundle();
  // A member who is not an agent has no downline to give contracts to: only its upline's side shows.
  const contracts = useContracts(isAgent);
  const [side, setSide] = useState<Side>('received');
  const [selected, setSelected] = useState<string | undefined>(contractKey);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  if (!isLogin || isTrial) {
    // Logged in only: a guest (or a session that just ended) never sees contract data.
    return (
      <Modal title={t('agentTeam.modal.title')} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="sm">
        <p>{t('agentTeam.modal.loginRequired')}</p>
      </Modal>
    );
  }

  const received = bundle.data ? [...bundle.data.requests, ...bundle.data.current] : [];
  const given = contracts.data?.given ?? [];
  const receivedCount = bundle.data?.requests.length ?? 0;
  // K0 waits for the agent policy (SPEC §4): without it the received side has nothing to wait for.
  const loading = side === 'received' ? bundle.isLoading : contracts.isPending;
  const focusedReceived = received.find((row) => row.key === selected) ?? received[0];
  const focusedGiven = given.find((row) => `given:${row.id}` === selected) ?? given[0];

  return (
    <Modal title={t('agentTeam.modal.title')} onClose={onClose} closeLabel={t('agentTeam.common.close')} size="xl">
      {isAgent ? (
        <Tabs<Side>
          label={t('agentTeam.modal.tabs')}
          items={[
            { key: 'received', label: t('agentTeam.modal.received', { count: receivedCount }) },
            { key: 'given', label: t('agentTeam.modal.given', { count: given.length }) },
          ]}
          active={side}
          onChange={(next) => {
            setSide(next);
            setSelected(undefined);
            setOutcome(undefined);
          }}
        />
      ) : null}
      {outcome ? (
        <div className={styles.outcome} role="status">
          <strong>{t(`agentTeam.modal.done_${outcome.done}`, { account: outcome.account })}</strong>
          {outcome.ended?.length ? <span>{t('agentTeam.modal.ended', { names: outcome.ended.join(', ') })}</span> : null}
        </div>
      ) : null}
      {loading ? (
        <Skeleton height={260} />
      ) : side === 'received' ? (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={t('agentTeam.modal.receivedList')}>
            {received.length === 0 ? <li className={pageKit.note}>{t('agentTeam.modal.empty')}</li> : null}
            {received.map((row) => {
              const state = receivedState(row);
              return (
                <li key={row.key}>
                  <button type="button" className={styles.listItem} aria-current={focusedReceived?.key === row.key ? 'true' : undefined} onClick={() => setSelected(row.key)}>
                    <span className={styles.listType}>{t(`agentDoor.contractTypes.${row.contractType}`)}</span>
                    <span className={pageKit.hint}>
                      {t('agentTeam.modal.fromUpline')} · {formatNumber(row.terms.rate, 'en')}%
                    </span>
                    <StatusChip tone={state.tone}>{t(`agentTeam.received.${state.label}`)}</StatusChip>
                  </button>
                </li>
              );
            })}
          </ul>
          {focusedReceived ? (
            <ReceivedDetail key={focusedReceived.key} row={focusedReceived} current={bundle.data?.current ?? []} given={given} onDone={setOutcome} />
          ) : null}
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={t('agentTeam.modal.givenList')}>
            {given.length === 0 ? <li className={pageKit.note}>{t('agentTeam.modal.empty')}</li> : null}
            {given.map((row) => (
              <li key={row.id}>
                <button type="button" className={styles.listItem} aria-current={focusedGiven?.id === row.id ? 'true' : undefined} onClick={() => setSelected(`given:${row.id}`)}>
                  <span className={styles.listType}>{t(`agentDoor.contractTypes.${row.contractType}`)}</span>
                  <span className={pageKit.hint}>
                    {t('agentTeam.contracts.to', { account: row.account })} · {formatNumber(row.rate, 'en')}%
                  </span>
                  <StatusChip tone={STATUS_TONE[row.status]}>{t(`agentTeam.status.${row.status}`)}</StatusChip>
                </button>
              </li>
            ))}
          </ul>
          {focusedGiven ? <GivenDetail key={focusedGiven.id} row={focusedGiven} given={given} onDone={setOutcome} /> : null}
        </div>
      )}
    </Modal>
  );
}

function errorText(error: ApiError | Error | null, fallback: string): string {
  if (!error || (isApiError(error) && error.presented)) return '';
  return isApiError(error) ? error.message : fallback;
}

function useMoney() {
  const kit = useKitLabels();
  const symbol = useCurrencySymbol();
  return { kit, money: (value: number) => formatCellMoney(value, { symbol, languageTag: kit.languageTag }) };
}

interface ReceivedProps {
  row: ReceivedContract;
  current: readonly ReceivedContract[];
  given: readonly Contract[];
  onDone: (outcome: Outcome) => void;
}

function ReceivedDetail({ row, current, given, onDone }: ReceivedProps) {
  const { t } = useTranslation();
  const { kit, money } = useMoney();
  const process = useProcessContract();
  const me = useMember()?.account;
  const [confirmTerminate, setConfirmTerminate] = useState(false);
  const terms = row.terms;
  const isOffer = row.request === 'offer';
  const replaced = isOffer ? currentOfType(current, row.contractType) : undefined;
  // The agent's own list names the downline contracts an acceptance ends; K0 only says whether there are any.
  const ended = isOffer ? downlineEndedBy(terms, given) : [];
  const warn = isOffer && (row.downlineHigherRate || ended.length > 0);
  const state = receivedState(row);

  const act = (status: ProcessAction, done: string) => {
    if (!row.target) return;
    process
      .answer({ target: row.target, status })
      .then((answer) => {
        if (!answer) return;
        onDone({ done, ended: answer.autoTerminated.map((item) => (item.account === me ? t('agentTeam.modal.yourOld') : item.account)) });
      })
      .catch(() => undefined);
  };

  return (
    <article className={styles.detail} aria-labelledby="contract-detail-title" data-testid="contract-detail">
      <header className={styles.detailHead}>
        <h3 id="contract-detail-title" className={pageKit.titleLg}>
          {t('agentTeam.modal.detailTitle', { type: t(`agentDoor.contractTypes.${row.contractType}`), rate: formatNumber(terms.rate, kit.languageTag) })}
        </h3>
        <StatusChip tone={state.tone}>{t(`agentTeam.received.${state.label}`)}</StatusChip>
      </header>
      <dl className={styles.terms}>
        <Term label={t('agentTeam.terms.party')}>{t('agentTeam.modal.yourUpline')}</Term>
        {row.contractType === 'DIVIDEND' ? <Term label={t('agentTeam.terms.period')}>{t(`agentDoor.periods.${terms.period}`)}</Term> : null}
        <Term label={t('agentTeam.terms.rate')}>{`${formatNumber(terms.rate, kit.languageTag)}%`}</Term>
        {row.contractType === 'DIVIDEND' ? (
          <>
            <Term label={t('agentTeam.terms.periodValidBet')}>{money(terms.periodValidBet)}</Term>
            <Term label={t('agentTeam.terms.periodProfitLoss')}>{money(terms.periodProfitLoss)}</Term>
          </>
        ) : null}
        {row.contractType === 'REALTIME_SALARY' ? <Term label={t('agentTeam.terms.windowValidBet')}>{money(terms.periodValidBet)}</Term> : null}
        {row.contractType === 'DIVIDEND' && row.minimumBet > 0 ? <Term label={t('agentTeam.terms.minimumBet')}>{money(row.minimumBet)}</Term> : null}
        <Term label={t('agentTeam.terms.activeMembers')}>{formatNumber(terms.activeMembers, kit.languageTag)}</Term>
        {terms.betAmountPerDay != null ? <Term label={t('agentTeam.terms.betAmountPerDay')}>{money(terms.betAmountPerDay)}</Term> : null}
        {terms.betAmountPerHour != null ? <Term label={t('agentTeam.terms.betAmountPerHour')}>{money(terms.betAmountPerHour)}</Term> : null}
      </dl>

      {warn ? (
        <div className={styles.warning} role="alert" data-testid="auto-termination-warning">
          <strong>{ended.length ? t('agentTeam.modal.warningTitle', { count: ended.length }) : t('agentTeam.modal.warningGeneric')}</strong>
          {ended.length ? (
            <ul>
              {ended.map((item) => (
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
          ) : null}
        </div>
      ) : null}
      {replaced ? <p className={pageKit.note}>{t('agentTeam.modal.replaces', { rate: formatNumber(replaced.terms.rate, kit.languageTag) })}</p> : null}
      {row.request === 'termination' ? <p className={styles.warning}>{t('agentTeam.modal.terminationAsked')}</p> : null}
      {row.request === null && row.terminationRequested ? <p className={pageKit.note}>{t('agentTeam.modal.terminationWaiting')}</p> : null}
      {!row.target ? <p className={pageKit.note}>{t('agentTeam.modal.cannotAnswer')}</p> : null}
      {errorText(process.error, t('agentTeam.common.failed')) ? (
        <p role="alert" className={styles.error}>
          {errorText(process.error, t('agentTeam.common.failed'))}
        </p>
      ) : null}

      {row.target ? (
        <div className={styles.actions}>
          {isOffer ? (
            <>
              <Button onClick={() => act('A', 'accept')} loading={process.isPending}>
                {warn ? t('agentTeam.modal.acceptAnyway') : t('agentTeam.modal.accept')}
              </Button>
              <Button variant="secondary" onClick={() => act('R', 'refuse')} disabled={process.isPending}>
                {t('agentTeam.modal.refuse')}
              </Button>
            </>
          ) : null}
          {row.request === 'termination' ? (
            <>
              <Button onClick={() => act('A', 'acceptTermination')} loading={process.isPending}>
                {t('agentTeam.modal.acceptTermination')}
              </Button>
              <Button variant="secondary" onClick={() => act('R', 'keep')} disabled={process.isPending}>
                {t('agentTeam.modal.keep')}
              </Button>
            </>
          ) : null}
          {row.request === null && !confirmTerminate ? (
            <Button variant="ghost" onClick={() => setConfirmTerminate(true)}>
              {t('agentTeam.modal.terminate')}
            </Button>
          ) : null}
          {row.request === null && confirmTerminate ? (
            <>
              <span className={pageKit.note}>{t('agentTeam.modal.terminateConfirm')}</span>
              <Button variant="secondary" onClick={() => act('C', 'terminate')} loading={process.isPending}>
                {t('agentTeam.modal.terminateYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirmTerminate(false)}>
                {t('agentTeam.common.cancel')}
              </Button>
            </>
          ) : null}
        </div>
      ) : null}

      {row.request !== 'termination' ? (
        <ContractSimulator terms={terms} current={replaced ? replaced.terms : undefined} mode="earn" />
      ) : null}
    </article>
  );
}

interface GivenProps {
  row: Contract;
  given: readonly Contract[];
  onDone: (outcome: Outcome) => void;
}

function GivenDetail({ row, given, onDone }: GivenProps) {
  const { t } = useTranslation();
  const { kit, money } = useMoney();
  const ask = useRequestTermination();
  const [confirm, setConfirm] = useState(false);
  const current = given.find((item) => item.account === row.account && item.contractType === row.contractType && item.status === 'ACTIVE' && item.id !== row.id);
  const canAsk = row.status === 'ACTIVE' && !row.terminationRequested;

  const requestTermination = () =>
    ask.mutate({ body: { contractId: row.id } }, { onSuccess: () => onDone({ done: 'requestTermination', account: row.account }) });

  return (
    <article className={styles.detail} aria-labelledby={`contract-${row.id}-title`} data-testid="contract-detail">
      <header className={styles.detailHead}>
        <h3 id={`contract-${row.id}-title`} className={pageKit.titleLg}>
          {t('agentTeam.modal.detailTitle', { type: t(`agentDoor.contractTypes.${row.contractType}`), rate: formatNumber(row.rate, kit.languageTag) })}
        </h3>
        <StatusChip tone={STATUS_TONE[row.status]}>{t(`agentTeam.status.${row.status}`)}</StatusChip>
      </header>
      <dl className={styles.terms}>
        <Term label={t('agentTeam.terms.party')}>{row.account}</Term>
        <Term label={t('agentTeam.terms.period')}>{t(`agentDoor.periods.${row.period}`)}</Term>
        <Term label={t('agentTeam.terms.rate')}>{`${formatNumber(row.rate, kit.languageTag)}%`}</Term>
        <Term label={t('agentTeam.terms.periodValidBet')}>{money(row.periodValidBet)}</Term>
        <Term label={t('agentTeam.terms.periodProfitLoss')}>{money(row.periodProfitLoss)}</Term>
        <Term label={t('agentTeam.terms.activeMembers')}>{formatNumber(row.activeMembers, kit.languageTag)}</Term>
        {row.betAmountPerDay != null ? <Term label={t('agentTeam.terms.betAmountPerDay')}>{money(row.betAmountPerDay)}</Term> : null}
        {row.betAmountPerHour != null ? <Term label={t('agentTeam.terms.betAmountPerHour')}>{money(row.betAmountPerHour)}</Term> : null}
        <Term label={t('agentTeam.terms.updated')}>{formatDateTime(row.updateTime)}</Term>
      </dl>
      {row.status === 'ACTIVE' && row.terminationRequested ? (
        <p className={pageKit.note}>{t('agentTeam.modal.terminationSent', { account: row.account })}</p>
      ) : null}
      {errorText(ask.error, t('agentTeam.common.failed')) ? (
        <p role="alert" className={styles.error}>
          {errorText(ask.error, t('agentTeam.common.failed'))}
        </p>
      ) : null}
      {canAsk ? (
        <div className={styles.actions}>
          {confirm ? (
            <>
              <span className={pageKit.note}>{t('agentTeam.modal.requestTerminationConfirm', { account: row.account })}</span>
              <Button variant="secondary" onClick={requestTermination} loading={ask.isPending}>
                {t('agentTeam.modal.requestTerminationYes')}
              </Button>
              <Button variant="ghost" onClick={() => setConfirm(false)}>
                {t('agentTeam.common.cancel')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirm(true)}>
              {t('agentTeam.modal.requestTermination')}
            </Button>
          )}
        </div>
      ) : null}
      {row.status === 'OFFERED' || row.status === 'ACTIVE' ? (
        <ContractSimulator terms={termsOf(row)} current={current ? termsOf(current) : undefined} account={row.account} mode="cost" />
      ) : null}
    </article>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.term}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
