/**
 * The scenario API: one surface for tests, Storybook and the QA toolbar.
 * Nothing here may be imported by the production entry.
 */
export {
  BACK_OFFICE_PACES, CLOCKS, DEFAULT_SCENARIO, FAULTS, FEATURE_FLAGS, LATENCIES, SYSTEM_STATUSES,
  getScenario, jumpAhead, jumpToNextEvent, onScenarioChange, resetScenario, scenarioFromQuery, scenarioToQuery, setScenario,
  type BackOfficePace, type ClockSpeed, type Fault, type FeatureFlag, type FeatureFlags, type Latency, type Scenario, type ScenarioPatch, type SystemScenario,
} from './engine/scenario';
export { clockAhead, clockRate, isClockPaused, now as simulatedNow, onClockChange } from './engine/clock';
export { upcomingClockEvents, type ClockEvent } from './engine/clock-events';
export { simulatedClock } from './engine/simulated-clock';
export { CHAOS_FAILURES, formatChaosRules, parseChaosRules, type Chaos, type ChaosRule } from './engine/chaos';
export { CHAOS_GROUPS } from './chaos-groups';
export { clearRecordings, isRecording, loadRecording, loadedRecordings, onRecordingsChange, unloadRecording, type Recording } from './engine/recordings';
export { clearRequestLog, onRequestLogged, requestLog, type RequestLogEntry } from './engine/request-log';
export { PERSONAS, sessionForPersona } from './personas';
export { lastSmsCode, smsInbox } from './verification/sms';
export { lastCaptchaCode } from './verification/captcha';
export { currentAuthenticatorCode } from './session/ip-verification';
export { resetWorld } from './world';
export { forceRedeemDecisions } from './points/backOffice';
export { handlers } from './handlers';
export { assetHandlers } from './engine/assets';
export { forceOrder, openOrdersOf, type ForcedDecision, type OpenOrder } from './wallet/back-office';
