import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { Raffle } from '@contracts/promotions';
import { Button, EmptyState, Icon, pageKit, Skeleton, StatusChip } from '@/components';
import { formatDate } from '@/lib/format';
import { useOpenEnvelope, useRaffles } from '../api';
import { EventCountdown } from '../components/EventCountdown';
import { useMoney } from '../components/useMoney';
import { claimRefusalText } from '../rules/refusal';
import styles from './engage.module.css';
import panels from '../components/engagePanels.module.css';

/**
 * The red envelope (SPEC §2): the current raffle with its countdown, one
 * envelope per member that opens with a reveal (still for reduced motion)
 * and credits the wallet, and the past events with whether the member
 * opened each.
 */
export function RedEnvelope() {
  const { t } = useTranslation();
  const money = useMoney();
  const query = useRaffles();
  const open = useOpenEnvelope();
  const [revealed, setRevealed] = useState<{ raffleId: number; amount: number } | null>(null);
  const raffles = query.data;
  const current = raffles?.find((raffle) => raffle.status === 'ACTIVE');
  const past = raffles?.filter((raffle) => raffle !== current) ?? [];

  if (query.isPending) {
    return (
      <div className={panels.page} aria-hidden="true">
        <Skeleton height={320} radius={16} />
      </div>
    );
  }
  if (!raffles) {
    return (
      <EmptyState alert className={panels.engageEmpty}>
        <p>{t('engageEnvelope.loadFailed')}</p>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('centreKit.table.retry')}
        </Button>
      </EmptyState>
    );
  }

  const shown = current && revealed?.raffleId === current.id ? revealed.amount : current?.claimedAmount ?? null;
  const justOpened = current !== undefined && revealed?.raffleId === current.id;
  // Shown beside the envelope, or under "none running" when the refusal was that the event just ended.
  const refusal = open.error ? (
    <p className={pageKit.errorNote} role="alert">
      {claimRefusalText(open.error, t)}
    </p>
  ) : null;
  return (
    <div className={panels.page}>
      {current ? (
        <section className={styles.envelopeStage} aria-labelledby="envelope-title">
          <div className={pageKit.stack2}>
            <p className={panels.eyebrow}>{t('engageEnvelope.current')}</p>
            <h2 id="envelope-title" className={panels.goldTitle}>
              {current.title}
            </h2>
            <p className={pageKit.muted}>{current.description}</p>
            <p className={styles.range}>{t('engageEnvelope.range', { min: money(current.minAmount), max: money(current.maxAmount) })}</p>
            <EventCountdown end={current.endTime} onOver={() => void query.refetch()} />
          </div>
          <div className={styles.envelopeSlot}>
            <div className={`${styles.envelope} ${shown !== null ? styles.envelopeOpen : ''} ${justOpened ? styles.envelopeAnimate : ''}`} data-testid="red-envelope">
              <span className={styles.flap} aria-hidden="true" />
              <span className={styles.seal} aria-hidden="true">
                <Icon name="gift" size={30} />
              </span>
              {shown !== null ? (
                <p className={styles.reveal} role="status" data-testid="envelope-amount">
                  <span className={styles.revealLabel}>{justOpened ? t('engageEnvelope.youWon') : t('engageEnvelope.alreadyOpened')}</span>
                  <span className={styles.revealAmount}>{money(shown)}</span>
                </p>
              ) : null}
            </div>
            {shown === null ? (
              <Button
                size="lg"
                className={styles.openButton}
                loading={open.isPending}
                onClick={() => open.mutate(current.id, { onSuccess: (value) => setRevealed({ raffleId: value.raffleId, amount: value.amount }) })}
              >
                {t('engageEnvelope.open')}
              </Button>
            ) : (
              <p className={pageKit.muted}>{t('engageEnvelope.oncePerMember')}</p>
            )}
            {refusal}
          </div>
        </section>
      ) : (
        <EmptyState className={panels.engageEmpty}>
          <Icon name="gift" size={40} />
          <p>{t('engageEnvelope.noneNow')}</p>
          {refusal}
        </EmptyState>
      )}

      <section aria-labelledby="past-events" className={panels.section}>
        <h2 id="past-events" className={panels.sectionTitle}>
          {t('engageEnvelope.past')}
        </h2>
        {past.length === 0 ? (
          <p className={pageKit.muted}>{t('engageEnvelope.noPast')}</p>
        ) : (
          <ul className={panels.rows}>
            {past.map((raffle) => (
              <PastEvent key={raffle.id} raffle={raffle} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function PastEvent({ raffle }: { raffle: Raffle }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className={`${panels.row} ${styles.pastRow}`}>
      <span className={styles.pastIcon} aria-hidden="true">
        <Icon name="gift" size={18} />
      </span>
      <div className={pageKit.stackTight}>
        <p className={styles.pastTitle}>{raffle.title}</p>
        <p className={pageKit.muted}>{t('engageEnvelope.period', { start: formatDate(raffle.startTime), end: formatDate(raffle.endTime) })}</p>
      </div>
      {raffle.claimed && raffle.claimedAmount !== null ? (
        <span className={styles.pastAmount}>{money(raffle.claimedAmount)}</span>
      ) : null}
      <StatusChip tone={raffle.claimed ? 'success' : 'neutral'}>{raffle.claimed ? t('engageEnvelope.opened') : t('engageEnvelope.missed')}</StatusChip>
    </li>
  );
}
