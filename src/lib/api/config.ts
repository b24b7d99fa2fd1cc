import { DEFAULT_LANGUAGE } from '../../../contracts/shared/constants';
import type { WireContext } from '../../../contracts/shared/spec-calls';
import { brand } from '../brand';
import { i18n } from '../i18n';
import { sessionStore } from '../storage';

/**
 * Build-time configuration of the client. rsbuild inlines PUBLIC_* variables;
 * tests and tools may override at run time with configureApi().
 */
export interface ApiSettings {
  /** Prefix of every /wps and /lgw path; '' means the page's own origin. */
  baseUrl: string;
  /**
   * The server's RSA public key (SPKI, base64) for encrypted routes; unset, the simulated backend's development
   * key, loaded with the encryption code on the first encrypted call (key material does not compress).
   */
  publicKey?: string;
  /** Abort a request that has not answered by then. */
  timeoutMs: number;
  /** Check every answer against the contract (development and tests only). */
  validateResponses: boolean;
  /** Where the session token comes from; the app's session store sets this. */
  getToken: () => string | null;
  /**
   * A token route answered 401 NOT_LOGGED_IN to the token it was sent: the
   * server ended that session. The app's session decides what follows.
   */
  onSessionRefused?: (token: string) => void;
  /**
   * The values SPEC §7 calls carry from the client's context (contracts/shared/spec-calls.ts):
   * the merchant code kept in session storage (SPEC §3) and the UI language.
   */
  wireContext: () => WireContext;
  /** Sent as CLIENT_ID_HEADER: one random id per page load (a tab), never stored. */
  clientId: string;
  /**
   * Requests wait for this before they are sent: the demo renders at once and hands in the simulated
   * backend's start, so a request made meanwhile is answered once the backend serves, not lost.
   */
  ready?: Promise<unknown>;
}

const env = import.meta.env ?? {};

const settings: ApiSettings = {
  baseUrl: env.PUBLIC_API_BASE_URL ?? '',
  publicKey: env.PUBLIC_API_PUBLIC_KEY || undefined,
  timeoutMs: Number(env.PUBLIC_API_TIMEOUT_MS ?? 20_000),
  validateResponses: !env.PROD,
  getToken: () => null,
  clientId: crypto.randomUUID(),
  wireContext: () => ({ merchant: sessionStore.get('merchantCode') || brand.merchantCode, language: i18n.language || DEFAULT_LANGUAGE }),
};

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

export function configureApi(patch: Partial<ApiSettings>): void {
  Object.assign(settings, patch);
}
