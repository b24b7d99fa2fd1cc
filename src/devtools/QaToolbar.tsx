import { useEffect, useMemo, useState } from 'react';
import { PERSONAS, scenarioToQuery, sessionForPersona, setScenario } from '@mocks';
import { useTranslation } from '../lib/useTranslation';
import { clearSession, setToken } from '../lib/state/session';
import { BackOfficePanel } from './BackOfficePanel';
import { ChaosPanel } from './ChaosPanel';
import { ChipGroup } from './ChipGroup';
import { ClockPanel } from './ClockPanel';
import { FaultsPanel } from './FaultsPanel';
import { FlagsPanel } from './FlagsPanel';
import { RecordingsPanel } from './RecordingsPanel';
import { RequestLog } from './RequestLog';
import { StatusPanel } from './StatusPanel';
import styles from './QaToolbar.module.css';
import { registerDevtoolsTexts } from './texts';
import { useRequestLog, useScenario } from './useScenario';

export { shareableUrl } from './shareableUrl';

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

/** Alt+Shift+Q toggles the panel from anywhere. */
const TOGGLE_KEY = 'KeyQ';
const PANEL_HEIGHT = 340;
const TAB_HEIGHT = 28;

/**
 * The QA toolbar: the tab, the keyboard toggle and the room it reserves (docked at the bottom, it never covers
 * the app), and its panels, one component each: persona, status, flags, faults, clock, back office, chaos,
 * recordings and the request log.
 */
export function QaToolbar({ resetDemo, saveDemo, reload = () => window.location.reload(), defaultOpen = false }: QaToolbarProps) {
  const { t, i18n } = useTranslation();
  // Its texts join the app's on the first render, before any of them is asked for.
  useState(() => registerDevtoolsTexts(i18n));
  const scenario = useScenario();
  const [open, setOpen] = useState(defaultOpen);
  // The open panel follows the log, and with it the codes it shows (the last SMS, mail and captcha come with requests).
  const log = useRequestLog(open);
  const [busy, setBusy] = useState(false);

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
            <ChipGroup
              values={PERSONAS.map((persona) => persona.persona)}
              current={scenario.persona}
              label={(persona) => persona}
              titleOf={(persona) => PERSONAS.find((item) => item.persona === persona)?.description}
              disabled={busy}
              onPick={(persona) => void switchPersona(persona)}
            />
          </fieldset>

          <StatusPanel reload={reload} />

          <FlagsPanel reload={reload} />

          <FaultsPanel resetDemo={resetDemo} reload={reload} setBusy={setBusy} />

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

          <RequestLog entries={log} />
        </section>
      ) : null}
    </div>
  );
}
