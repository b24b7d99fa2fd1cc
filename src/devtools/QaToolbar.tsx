import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/useTranslation';
import { contract } from '../../contracts';
import { JURISDICTIONS } from '../../contracts/shared/jurisdictions';
import { listRoutes } from '../../contracts/shared/routes';
import {
  FAULTS, FEATURE_FLAGS, LATENCIES, PERSONAS, SYSTEM_STATUSES, currentAuthenticatorCode, forceRedeemDecisions, lastCaptchaCode,
  clockAhead, scenarioToQuery, sessionForPersona, setScenario, smsInbox, type Fault, type FeatureFlag,
} from '../../mocks';
import { clearSession, setToken } from '../lib/state/session';
import { BackOfficePanel } from './BackOfficePanel';
import { ChaosPanel } from './ChaosPanel';
import { ClockPanel } from './ClockPanel';
import { RecordingsPanel } from './RecordingsPanel';
import styles from './QaToolbar.module.css';
import { registerDevtoolsTexts } from './texts';
import { useRequestLog, useScenario } from './useScenario';

export interface QaToolbarProps {
  /** Forget the demo's changes (IndexedDB) and reseed. */
  resetDemo?: () => Promise<void>;
  /** Writes the demo's data before a reload (a persona's new session must survive it). */
  saveDemo?: () => Promise<void>;
  /** Reloads the page; tests and stories replace it. */
  reload?: () => void;
  /** Starts open (stories). */
  defaultOpen?: boolean;
}

const ROUTE_KEYS = listRoutes(contract).map(({ key }) => key);
/** Alt+Shift+Q toggles the panel from anywhere. */
const TOGGLE_KEY = 'KeyQ';
const PANEL_HEIGHT = 340;
const TAB_HEIGHT = 28;

/** The URL that reproduces the current scenario on this page. */
/** Faults of the transport (no answer, a bare HTTP status); the rest are WIRE.md §4.4 errorCodes with their details. */
const TRANSPORT_FAULTS: ReadonlySet<string> = new Set(['network', 'timeout', '500', '502', '504']);

export function shareableUrl(href: string, query: URLSearchParams): string {
  const url = new URL(href);
  for (const key of ['scenario', 'persona', 'latency', 'flags', 'faults', 'backOffice', 'clock', 'clockAhead', 'chaos', 'chaosSeed', 'jurisdiction']) url.searchParams.delete(key);
  query.forEach((value, key) => url.searchParams.set(key, value));
  return url.toString();
}

/**
 * The QA toolbar: persona, system status, feature flags, latency and faults
 * of the simulated backend, its request log, a shareable URL and a demo reset.
 * Docked at the bottom, it reserves its own space so it never covers the app.
 */
export function QaToolbar({ resetDemo, saveDemo, reload = () => window.location.reload(), defaultOpen = false }: QaToolbarProps) {
  const { t, i18n } = useTranslation();
  // Its texts join the app's on the first render, before any of them is asked for.
  useState(() => registerDevtoolsTexts(i18n));
  const scenario = useScenario();
  const [open, setOpen] = useState(defaultOpen);
  // The open panel follows the log, and with it the codes it shows (the last SMS, mail and captcha come with requests).
  const log = useRequestLog(open);
  const [faultRoute, setFaultRoute] = useState('*');
  const [faultKind, setFaultKind] = useState<Fault>('network');
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && event.shiftKey && event.code === TOGGLE_KEY) {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    // Reserve room at the bottom of the page: the toolbar must not cover the app's own controls.
    // The same room is the bottom of the room focus scrolls into (src/lib/focusCare.ts, global.css).
    const reserve = `${open ? PANEL_HEIGHT : TAB_HEIGHT}px`;
    document.body.style.paddingBottom = reserve;
    document.documentElement.style.setProperty('--reserve-bottom', reserve);
    return () => {
      document.body.style.paddingBottom = '';
      document.documentElement.style.removeProperty('--reserve-bottom');
    };
  }, [open]);

  const summary = useMemo(() => scenarioToQuery(scenario).toString() || t('devtools.defaultScenario'), [scenario, t]);

  const switchPersona = async (persona: string) => {
    setBusy(true);
    setScenario({ persona });
    const token = await sessionForPersona(persona);
    if (token) setToken(token);
    else clearSession();
    await saveDemo?.();
    reload();
  };

  const copyUrl = async () => {
    // A running fast clock moves ahead between jumps: the URL takes how far ahead it is now.
    const url = shareableUrl(window.location.href, scenarioToQuery({ ...scenario, clockAhead: clockAhead() }));
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    window.history.replaceState(window.history.state, '', url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  const lastSms = smsInbox().at(-1);

  const forceRedeems = async (decision: 'APPROVED' | 'REJECTED') => {
    const count = await forceRedeemDecisions(decision);
    setDecided(t(decision === 'APPROVED' ? 'devtools.redeemsApproved' : 'devtools.redeemsRejected', { count }));
  };

  return (
    <div className={styles.dock} data-testid="qa-toolbar" data-fixed-bar>
      <button type="button" className={styles.tab} aria-expanded={open} aria-controls="qa-panel" onClick={() => setOpen(!open)}>
        <span className={styles.badge}>{t('devtools.demoData')}</span>
        <span>{t('devtools.title')}</span>
        <span className={styles.summary}>{summary}</span>
        <kbd className={styles.kbd}>Alt+Shift+Q</kbd>
      </button>
      {open ? (
        <section id="qa-panel" className={styles.panel} style={{ height: PANEL_HEIGHT - TAB_HEIGHT }} aria-label={t('devtools.title')}>
          <fieldset className={styles.group}>
            <legend>{t('devtools.persona')}</legend>
            <div className={styles.buttons}>
              {PERSONAS.map((persona) => (
                <button
                  key={persona.persona}
                  type="button"
                  className={`${styles.chip} ${scenario.persona === persona.persona ? styles.on : ''}`}
                  aria-pressed={scenario.persona === persona.persona}
                  title={persona.description}
                  disabled={busy}
                  onClick={() => void switchPersona(persona.persona)}
                >
                  {persona.persona}
                </button>
              ))}
            </div>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{t('devtools.status')}</legend>
            <div className={styles.buttons}>
              {SYSTEM_STATUSES.map((status) => (
                <button
                  key={status}
                  type="button"
                  className={`${styles.chip} ${scenario.status === status ? styles.on : ''}`}
                  aria-pressed={scenario.status === status}
                  onClick={() => {
                    setScenario({ status });
                    reload();
                  }}
                >
                  {t(`devtools.statuses.${status}`)}
                </button>
              ))}
            </div>
            <legend className={styles.sub}>{t('devtools.latency')}</legend>
            <div className={styles.buttons}>
              {LATENCIES.map((latency) => (
                <button
                  key={latency}
                  type="button"
                  className={`${styles.chip} ${scenario.latency === latency ? styles.on : ''}`}
                  aria-pressed={scenario.latency === latency}
                  onClick={() => setScenario({ latency })}
                >
                  {t(`devtools.latencies.${latency}`)}
                </button>
              ))}
            </div>
            <legend className={styles.sub}>{t('devtools.jurisdiction')}</legend>
            <div className={styles.buttons}>
              {JURISDICTIONS.map((jurisdiction) => (
                <button
                  key={jurisdiction}
                  type="button"
                  className={`${styles.chip} ${scenario.jurisdiction === jurisdiction ? styles.on : ''}`}
                  aria-pressed={scenario.jurisdiction === jurisdiction}
                  onClick={() => {
                    // The app reads the profile from the start-up status: a reload asks for it again.
                    setScenario({ jurisdiction });
                    reload();
                  }}
                >
                  {t(`devtools.jurisdictions.${jurisdiction}`)}
                </button>
              ))}
            </div>
          </fieldset>

          <fieldset className={`${styles.group} ${styles.flags}`}>
            <legend>{t('devtools.flags')}</legend>
            {(Object.keys(FEATURE_FLAGS) as FeatureFlag[]).map((flag) => (
              <label key={flag} className={styles.flag}>
                <input type="checkbox" checked={scenario.flags[flag]} onChange={(event) => setScenario({ flags: { [flag]: event.target.checked } })} />
                {flag}
              </label>
            ))}
            <button type="button" className={styles.link} onClick={reload}>
              {t('devtools.reloadToApply')}
            </button>
          </fieldset>

          <fieldset className={styles.group}>
            <legend>{t('devtools.faults')}</legend>
            <div className={styles.row}>
              <label className="visually-hidden" htmlFor="qa-fault-route">{t('devtools.faultRoute')}</label>
              <select id="qa-fault-route" value={faultRoute} onChange={(event) => setFaultRoute(event.target.value)}>
                <option value="*">{t('devtools.allRoutes')}</option>
                {ROUTE_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {key}
                  </option>
                ))}
              </select>
              <label className="visually-hidden" htmlFor="qa-fault-kind">{t('devtools.faultKind')}</label>
              <select id="qa-fault-kind" value={faultKind} onChange={(event) => setFaultKind(event.target.value as Fault)}>
                <optgroup label={t('devtools.faultTransport')}>
                  {FAULTS.filter((fault) => TRANSPORT_FAULTS.has(fault)).map((fault) => (
                    <option key={fault} value={fault}>
                      {fault}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('devtools.faultCodes')}>
                  {FAULTS.filter((fault) => !TRANSPORT_FAULTS.has(fault)).map((fault) => (
                    <option key={fault} value={fault}>
                      {fault}
                    </option>
                  ))}
                </optgroup>
              </select>
              <button type="button" className={styles.chip} onClick={() => setScenario({ faults: { ...scenario.faults, [faultRoute]: faultKind } })}>
                {t('devtools.addFault')}
              </button>
            </div>
            <ul className={styles.faultList}>
              {Object.entries(scenario.faults).map(([route, fault]) => (
                <li key={route}>
                  <code>{route}</code> → {fault}{' '}
                  <button
                    type="button"
                    className={styles.link}
                    aria-label={t('devtools.removeFault', { route })}
                    onClick={() => setScenario({ faults: Object.fromEntries(Object.entries(scenario.faults).filter(([key]) => key !== route)) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <div className={styles.row}>
              <button type="button" className={styles.chip} onClick={() => void copyUrl()}>
                {copied ? t('devtools.copied') : t('devtools.copyUrl')}
              </button>
              {resetDemo ? (
                <button
                  type="button"
                  className={styles.chip}
                  onClick={async () => {
                    setBusy(true);
                    await resetDemo();
                    reload();
                  }}
                >
                  {t('devtools.resetDemo')}
                </button>
              ) : null}
            </div>
            <div className={styles.row} role="group" aria-label={t('devtools.redeemBackOffice')}>
              <button type="button" className={styles.chip} onClick={() => void forceRedeems('APPROVED')}>
                {t('devtools.approveRedeems')}
              </button>
              <button type="button" className={styles.chip} onClick={() => void forceRedeems('REJECTED')}>
                {t('devtools.rejectRedeems')}
              </button>
              <span role="status" className={styles.hint}>
                {decided ?? ''}
              </span>
            </div>
            <p className={styles.hint}>
              {t('devtools.lastSms')}: <code>{lastSms ? `${lastSms.to} → ${lastSms.code}` : '—'}</code> · {t('devtools.lastCaptcha')}: <code>{lastCaptchaCode() || '—'}</code> · {t('devtools.authenticator')}: <code>{currentAuthenticatorCode('player01') ?? '—'}</code>
            </p>
          </fieldset>

          {/* Time, in one column: the back office's pace and the world's clock. */}
          <div className={styles.stack}>
            <ClockPanel />
            <BackOfficePanel />
          </div>

          {/* One column for the two tools that change where answers come from, so the request log keeps its width. */}
          <div className={styles.stack}>
            <ChaosPanel />
            <RecordingsPanel />
          </div>

          <div className={styles.log} tabIndex={0} role="region" aria-label={t('devtools.requestLog')}>
            <table>
              <caption className="visually-hidden">{t('devtools.requestLog')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('devtools.route')}</th>
                  <th scope="col">{t('devtools.httpStatus')}</th>
                  <th scope="col">{t('devtools.time')}</th>
                  <th scope="col">{t('devtools.problems')}</th>
                </tr>
              </thead>
              <tbody>
                {log.map((entry) => (
                  <tr key={`${entry.at}-${entry.key}-${entry.ms}`} className={entry.status >= 400 || entry.code !== '0' ? styles.bad : ''}>
                    <td>
                      <code>{entry.key}</code>
                      {entry.recorded ? <> {t('devtools.recordings.recorded')}</> : null}
                      {entry.chaos ? <> {t('devtools.chaos.made', { failure: entry.chaos })}</> : null}
                    </td>
                    <td>
                      {entry.status} {entry.code !== '0' ? entry.code : ''}
                    </td>
                    <td>{entry.ms} ms</td>
                    <td>{entry.problems.join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
