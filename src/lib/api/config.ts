import { DEFAULT_LANGUAGE } from '@contracts/shared/startup-constants';
import type { WireContext } from '@contracts/shared/spec-call-params';
import { REQUEST_TIMEOUT_MS } from '@contracts/shared/wire';
import { brand } from '../brand';
import { i18n } from '../i18n';
import { localStore, sessionStore } from '../storage';
import type { ApiError } from './errors';

/**
 * What the pipeline tells the app of a failed call (src/features/session/failures.ts acts on it,
 * reading `failureBehaviour(report)` for what WIRE.md §4.4 gives it).
 */
export interface FailureReport {
  error: ApiError;
  /** The call was silent (its route, or `alert: false`): WIRE.md §4.5. */
  silent: boolean;
  /** The token the call carried, if any: an answer to an older token changes nothing. */
  token: string | null;
}

/**
 * Build-time configuration of the client. rsbuild inlines PUBLIC_* variables;
 * tests and tools may override at run time with configureApi().
 */
export interface ApiSettings {
  /** Prefix of every /wps and /lgw path; '' means the page's own origin. */
  baseUrl: string;
  /** Abort a request that has not answered by then (WIRE.md §1.1: 20 s). */
  timeoutMs: number;
  /** Check every answer against the contract (development and tests only). */
  validateResponses: boolean;
  /** The session token held, sent as `Authorization` on every call (WIRE.md §1.2). */
  getToken: () => string | null;
  /** Told of every failed call with the behaviour WIRE.md §4.4 gives it; the app carries out the pipeline's ones. */
  onFailure?: (report: FailureReport) => void | Promise<void>;
  /**
   * The values calls carry from the client's context (contracts/shared/spec-calls.ts and the
   * `Merchant` and `Language` headers): the merchant code kept in session storage (SPEC §3), the
   * UI language, and the page's host (the start-up status's `url`, WIRE.md §6.2 Y1).
   */
  wireContext: () => WireContext;
  /** WIRE.md §1.3: the `loginDeviceId` of login and registration. */
  deviceId: () => string;
  /**
   * Only for callers outside a browser (tests, tools), which keep no cookie jar: the `Cookie` header
   * a browser would send (the simulated backend binds pre-login state such as the captcha to a cookie).
   */
  cookie?: string;
  /**
   * Requests wait for this before they are sent: the demo renders at once and hands in the simulated
   * backend's start, so a request made meanwhile is answered once the backend serves, not lost.
   */
  ready?: Promise<unknown>;
  /** Told of every answer read: production's drift sampler (src/lib/api/drift), which loads once the page is idle. */
  onAnswer?: (routeKey: string, status: number, body: unknown) => void;
}

const env = import.meta.env ?? {};

/** WIRE.md §1.3 decision: a random UUID kept in local storage, never a fingerprint. */
function storedDeviceId(): string {
  const stored = localStore.get('deviceId');
  if (stored && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(stored)) return stored;
  const fresh = crypto.randomUUID();
  localStore.set('deviceId', fresh);
  return fresh;
}

/**
 * WIRE.md §6.2 Y1 `url=<location.host>`: the page's host. Outside a browser (tests, tools) there is
 * no page, so the host of the API base stands in for it.
 */
function pageHost(): string {
  if (typeof location !== 'undefined' && location.host) return location.host;
  try {
    return new URL(settings.baseUrl).host;
  } catch {
    return 'localhost';
  }
}

/** Production keeps the start-up's first answers until the drift sampler loads, so the gate's answers are sampled too. */
const earlyAnswers: Array<[string, number, unknown]> = [];
export const takeEarlyAnswers = (): Array<[string, number, unknown]> => earlyAnswers.splice(0);

const settings: ApiSettings = {
  baseUrl: env.PUBLIC_API_BASE_URL ?? '',
  timeoutMs: Number(env.PUBLIC_API_TIMEOUT_MS ?? REQUEST_TIMEOUT_MS),
  validateResponses: !env.PROD,
  onAnswer: env.PROD && !env.PUBLIC_MOCKS && env.PUBLIC_DRIFT_SAMPLE_RATE !== '0' ? (routeKey, status, body) => void (earlyAnswers.length < 20 && earlyAnswers.push([routeKey, status, body])) : undefined,
  getToken: () => null,
  deviceId: storedDeviceId,
  wireContext: () => ({
    merchant: sessionStore.get('merchantCode') || brand.merchantCode,
    language: i18n.language || DEFAULT_LANGUAGE,
    host: pageHost(),
  }),
};

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

export function configureApi(patch: Partial<ApiSettings>): void {
  Object.assign(settings, patch);
}
