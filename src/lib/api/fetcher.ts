import type { AppRoute } from '@ts-rest/core';
import { DEVICE_ID_FIELD, FORM_CONTENT_TYPE, WIRE_HEADERS } from '@contracts/shared/wire';
import { baseHeaders } from './baseHeaders';
import { apiSettings } from './config';
import { ApiError } from './errors';
import type { OutgoingRequest } from './request';
import { routeFlags } from './routeFlags';

/**
 * The body as it goes on the wire (WIRE.md §5), and for encrypted routes the `Encryption` header and
 * `{value}` (§2.3), whose code loads with the first encrypted call (a login, a redeem), not with the shell.
 */
async function wireBody(request: OutgoingRequest, headers: Record<string, string>, routeKey: string, signal: AbortSignal): Promise<string | undefined> {
  const flags = routeFlags(request.route);
  if (flags.form) headers[WIRE_HEADERS.contentType] = FORM_CONTENT_TYPE;
  let payload = request.payload;
  if (flags.deviceId && payload && typeof payload === 'object') payload = { ...payload, [DEVICE_ID_FIELD]: apiSettings().deviceId() };
  if (!flags.encrypted && !flags.encryptionKeyOnly) return payload === request.payload ? request.body : JSON.stringify(payload);
  const { encryptedBody } = await import('./encryptedBody');
  return encryptedBody({ payload, keyOnly: flags.encryptionKeyOnly, headers, routeKey, signal });
}

async function readAnswer(response: Response, answer: 'envelope' | 'bare' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (answer === 'text') return text;
  if (!text) return null;
  return JSON.parse(text) as unknown;
}

export interface FetchResult {
  status: number;
  body: unknown;
  /** The `Authorization` the call carried, if any. */
  token: string | null;
}

/**
 * Sends a built request as the platform's client does: the base headers, `Authorization` whenever a
 * token is held, cookies, encryption, the 20-second time-out, and (outside production) the answer
 * checked against the contract.
 */
export function createFetcher(routeKeyOf: (route: AppRoute) => string) {
  return async (request: OutgoingRequest): Promise<FetchResult> => {
    // Before the token is read: the demo's persona link sets it when its backend is ready.
    await apiSettings().ready;
    const { route, url } = request;
    const settings = apiSettings();
    const routeKey = routeKeyOf(route);
    const flags = routeFlags(route);
    const headers = baseHeaders(request.language);
    const token = request.authorization ?? settings.getToken();
    if (token) headers[WIRE_HEADERS.authorization] = token;
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    let body: unknown;
    try {
      const sent = await wireBody(request, headers, routeKey, signal);
      response = await fetch(url, { method: route.method, headers, body: sent, signal, credentials: 'include' });
      body = await readAnswer(response, flags.answer);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timeout.aborted) throw ApiError.timeout(routeKey);
      if (request.signal?.aborted) throw error;
      // An answer that is not JSON (a proxy's error page): a refusal with the status as its code.
      if (error instanceof SyntaxError) return { status: response!.status, body: null, token };
      throw ApiError.network(routeKey);
    }
    // A failure with no JSON at all (a proxy's page) has nothing to check; the caller gets its status.
    // Never in production (the check and its chunk drop out of that build); the setting turns it off elsewhere.
    settings.onAnswer?.(routeKey, response.status, body);
    if (!import.meta.env?.PROD && settings.validateResponses && !(body === null && !response.ok)) (await import('./validate')).validate(route, routeKey, response.status, body);
    return { status: response.status, body, token };
  };
}
