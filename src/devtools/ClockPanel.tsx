import { useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import { useClockNow } from '../lib/useClockNow';
import { formatDateTime } from '../lib/format';
import { CLOCKS, jumpAhead, jumpToNextEvent, setScenario, simulatedNow, upcomingClockEvents, type ClockEvent } from '../../mocks';
import styles from './QaToolbar.module.css';
import { useScenario } from './useScenario';

const MINUTE = 60_000;
/** The jumps QA makes most: past an SMS code, a real-time salary window, a day's settlement, a week's dividend. */
const QUICK_JUMPS = [5 * MINUTE, 60 * MINUTE, 24 * 60 * MINUTE, 7 * 24 * 60 * MINUTE] as const;
const UNITS = { minutes: MINUTE, hours: 60 * MINUTE, days: 24 * 60 * MINUTE } as const;
type Unit = keyof typeof UNITS;
/** How many of the world's next events the panel lists. */
const LISTED_EVENTS = 4;

/**
 * The virtual clock (issue 36): the simulated time the backend and the app both read, its pace (real,
 * 30 times faster, paused), and jumps ahead by an amount or to the next event the world knows of. What
 * falls due meanwhile happens on the app's next reads, which moving the clock triggers (src/app/FollowClock).
 */
export function ClockPanel() {
  const { t } = useTranslation();
  const scenario = useScenario();
  const now = useClockNow(500);
  const [amount, setAmount] = useState('2');
  const [unit, setUnit] = useState<Unit>('hours');
  const [said, setSaid] = useState('');
  const events = upcomingClockEvents(LISTED_EVENTS);

  const eventText = (event: ClockEvent) => t('devtools.clockPanel.event', { what: t(`devtools.clockEvents.${event.kind}`), detail: event.detail });
  const jumpBy = (ms: number) => {
    jumpAhead(ms);
    setSaid(t('devtools.clockPanel.jumped', { to: formatDateTime(new Date(simulatedNow())) }));
  };
  const jumpByAmount = () => {
    const count = Number(amount.trim());
    if (!Number.isFinite(count) || count <= 0) {
      setSaid(t('devtools.clockPanel.badAmount'));
      return;
    }
    jumpBy(count * UNITS[unit]);
  };
  const jumpToNext = () => {
    const event = jumpToNextEvent();
    setSaid(event ? t('devtools.clockPanel.jumpedTo', { what: eventText(event) }) : t('devtools.clockPanel.nothingComing'));
  };

  return (
    <fieldset className={styles.group} data-testid="qa-clock">
      <legend>{t('devtools.clock')}</legend>
      <p className={styles.clockNow}>
        <time dateTime={new Date(now).toISOString()}>{formatDateTime(new Date(now))}</time>{' '}
        <span className={styles.hint}>{t(`devtools.clockPanel.pace.${scenario.clock}`)}</span>
      </p>
      <div className={styles.buttons} role="group" aria-label={t('devtools.clockPanel.paceLabel')}>
        {CLOCKS.map((clock) => (
          <button key={clock} type="button" className={`${styles.chip} ${scenario.clock === clock ? styles.on : ''}`} aria-pressed={scenario.clock === clock}
            onClick={() => setScenario({ clock })}>
            {t(`devtools.clocks.${clock}`)}
          </button>
        ))}
      </div>
      <div className={styles.row} role="group" aria-label={t('devtools.clockPanel.jumpLabel')}>
        {QUICK_JUMPS.map((ms) => (
          <button key={ms} type="button" className={styles.chip} onClick={() => jumpBy(ms)}>
            {t(`devtools.clockPanel.quick.${ms / MINUTE}`)}
          </button>
        ))}
      </div>
      <div className={styles.row}>
        <label className="visually-hidden" htmlFor="qa-jump-amount">{t('devtools.clockPanel.amount')}</label>
        <input id="qa-jump-amount" inputMode="decimal" className={styles.seed} value={amount} onChange={(event) => setAmount(event.target.value)} />
        <label className="visually-hidden" htmlFor="qa-jump-unit">{t('devtools.clockPanel.unit')}</label>
        <select id="qa-jump-unit" value={unit} onChange={(event) => setUnit(event.target.value as Unit)}>
          {(Object.keys(UNITS) as Unit[]).map((key) => (
            <option key={key} value={key}>{t(`devtools.clockPanel.units.${key}`)}</option>
          ))}
        </select>
        <button type="button" className={styles.chip} onClick={jumpByAmount}>{t('devtools.clockPanel.jump')}</button>
      </div>
      <button type="button" className={styles.chip} onClick={jumpToNext} disabled={!events.length}>
        {t('devtools.clockPanel.jumpNext')}
      </button>
      <ol className={styles.events} aria-label={t('devtools.clockPanel.coming')}>
        {events.map((event) => (
          <li key={`${event.kind}-${event.detail}-${event.at}`}>
            <time dateTime={new Date(event.at).toISOString()}>{formatDateTime(new Date(event.at)).slice(5, 16)}</time> {eventText(event)}
          </li>
        ))}
      </ol>
      <p className={styles.hint} role="status">{said}</p>
    </fieldset>
  );
}
