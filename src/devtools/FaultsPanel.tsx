import { useState } from 'react';
import { contract } from '@contracts';
import { listRoutes } from '@contracts/shared/routes';
import {
  FAULTS, clockAhead, currentAuthenticatorCode, forceRedeemDecisions, lastCaptchaCode, scenarioToQuery, setScenario, smsInbox, type Fault,
} from '@mocks';
import { useTranslation } from '../lib/useTranslation';
import styles from './QaToolbar.module.css';
import { shareableUrl } from './shareableUrl';
import { useScenario } from './useScenario';

const ROUTE_KEYS = listRoutes(contract).map(({ key }) => key);
/** Faults of the transport (no answer, a bare HTTP status); the rest are WIRE.md §4.4 errorCodes with their details. */
const TRANSPORT_FAULTS: ReadonlySet<string> = new Set(['network', 'timeout', '500', '502', '504']);

/**
 * Faults by route (transport faults and the platform's error codes), the shareable URL, the demo's reset, the
 * points mall's redeem decisions, and the codes a tester types (the last SMS and captcha, the authenticator).
 */
export function FaultsPanel({ resetDemo, reload, setBusy }: { resetDemo?: () => Promise<void>; reload: () => void; setBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const scenario = useScenario();
  const [faultRoute, setFaultRoute] = useState('*');
  const [faultKind, setFaultKind] = useState<Fault>('network');
  const [copied, setCopied] = useState(false);
  const [decided, setDecided] = useState<string | null>(null);

  const copyUrl = async () => {
    // A running fast clock moves ahead between jumps: the URL takes how far ahead it is now.
    const url = shareableUrl(window.location.href, scenarioToQuery({ ...scenario, clockAhead: clockAhead() }));
    // The address bar first: the clipboard may wait on a permission prompt, or never answer.
    window.history.replaceState(window.history.state, '', url);
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  const forceRedeems = async (decision: 'APPROVED' | 'REJECTED') => {
    const count = await forceRedeemDecisions(decision);
    setDecided(t(decision === 'APPROVED' ? 'devtools.redeemsApproved' : 'devtools.redeemsRejected', { count }));
  };

  const lastSms = smsInbox().at(-1);

  return (
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
  );
}
