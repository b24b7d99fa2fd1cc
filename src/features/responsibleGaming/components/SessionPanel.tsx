import { useState } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import type { RgStatus } from '@contracts/responsibleGaming';
import { Button, FilterSelect, Icon, StatusChip } from '@/components';
import { formatDateTime } from '@/lib/format';
import { useJurisdiction } from '../../system';
import { useSetRealityCheck, useSetSessionLimit } from '../api';
import { changeEffect, hoursMinutes } from '../rules/limits';
import styles from './rg.module.css';

const SESSION_OPTIONS = [30, 60, 90, 120, 180, 240, 360] as const;
const OFF = 'off';
const when = (iso: string) => formatDateTime(iso).slice(0, 16);

/** The reality-check interval and the session-length limit, each with its own save. */
export function SessionPanel({ status }: { status: RgStatus }) {
  const { t } = useTranslation();
  // The reality-check intervals the regulator's profile offers (issue 35).
  const profile = useJurisdiction();
  const realitySave = useSetRealityCheck();
  const sessionSave = useSetSessionLimit();
  const [interval, setInterval] = useState(String(status.realityCheck.intervalMinutes ?? OFF));
  const [session, setSession] = useState(String(status.sessionLimit.minutes ?? OFF));
  const [note, setNote] = useState<string>('');
  const duration = (minutes: number) => t('rgCommon.duration', hoursMinutes(minutes));
  const sessionValue = session === OFF ? null : Number(session);
  const pending = status.sessionLimit.pending;

  return (
    <div className={styles.twoCards}>
      <section className={styles.card} aria-labelledby="rg-reality">
        <header className={styles.cardHead}>
          <span className={styles.cardIcon} aria-hidden="true"><Icon name="bell" size={22} /></span>
          <div>
            <h3 id="rg-reality" className={styles.cardTitle}>{t('rgSession.realityTitle')}</h3>
            <p className={styles.cardLead}>{t('rgSession.realityLead')}</p>
          </div>
        </header>
        <p className={styles.bigValue}>
          {status.realityCheck.intervalMinutes === null ? t('rgSession.off') : t('rgSession.every', { minutes: status.realityCheck.intervalMinutes })}
        </p>
        <div className={styles.inlineForm}>
          <FilterSelect
            label={t('rgSession.intervalLabel')}
            value={interval}
            options={[{ value: OFF, label: t('rgSession.off') }, ...profile.realityCheck.intervals.map((minutes) => ({ value: String(minutes), label: t('rgSession.every', { minutes }) }))]}
            onChange={setInterval}
          />
          <Button
            loading={realitySave.isPending}
            onClick={() =>
              realitySave.mutate(
                { body: { intervalMinutes: interval === OFF ? null : Number(interval) } },
                { onSuccess: () => setNote(t('rgSession.realitySaved')) },
              )
            }
          >
            {t('rgSession.save')}
          </Button>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="rg-session">
        <header className={styles.cardHead}>
          <span className={styles.cardIcon} aria-hidden="true"><Icon name="refresh" size={22} /></span>
          <div>
            <h3 id="rg-session" className={styles.cardTitle}>{t('rgSession.sessionTitle')}</h3>
            <p className={styles.cardLead}>{t('rgSession.sessionLead')}</p>
          </div>
        </header>
        <p className={styles.bigValue}>{status.sessionLimit.minutes === null ? t('rgLimits.none') : duration(status.sessionLimit.minutes)}</p>
        {status.session.endsAt ? <p className={styles.periodMeta}>{t('rgSession.endsAt', { when: when(status.session.endsAt) })}</p> : null}
        {pending ? (
          <p className={styles.pending}>
            <StatusChip tone="warning">{t('rgLimits.pendingChip')}</StatusChip>
            {pending.amount === null
              ? t('rgLimits.pendingRemoval', { when: when(pending.effectiveAt) })
              : t('rgSession.pendingLonger', { duration: duration(pending.amount), when: when(pending.effectiveAt) })}
          </p>
        ) : null}
        <div className={styles.inlineForm}>
          <FilterSelect
            label={t('rgSession.sessionLabel')}
            value={session}
            options={[{ value: OFF, label: t('rgLimits.none') }, ...SESSION_OPTIONS.map((minutes) => ({ value: String(minutes), label: duration(minutes) }))]}
            onChange={setSession}
          />
          <Button
            loading={sessionSave.isPending}
            onClick={() =>
              sessionSave.mutate(
                { body: { minutes: sessionValue } },
                {
                  onSuccess: () =>
                    setNote(t(changeEffect(status.sessionLimit.minutes, sessionValue) === 'pending' ? 'rgSession.sessionPending' : 'rgSession.sessionSaved')),
                },
              )
            }
          >
            {t('rgSession.save')}
          </Button>
        </div>
      </section>
      <p className={styles.formNote} role="status">{note}</p>
    </div>
  );
}
