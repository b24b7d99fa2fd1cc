import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import { ERROR_CODES } from '../../../contracts/shared/errors';
import { CLIENT_ID_HEADER, ENCRYPTED_HEADER, SESSION_TOKEN_HEADER } from '../../../contracts/shared/wire';
import { apiSettings } from './config';
import { ApiError, ContractMismatchError } from './errors';
import type { OutgoingRequest } from './request';
import { routeFlags } from './routeFlags';

function describe(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((issue) => `${['body', ...issue.path].join('.')}: ${issue.message}`).join('; ');
}

function validate(route: AppRoute, routeKey: string, status: number, body: unknown): void {
  const schema = (route.responses as Record<number, ZodTypeAny | undefined>)[status];
  if (!schema) throw new ContractMismatchError(routeKey, `status ${status} is not in the contract`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractMismatchError(routeKey, describe(parsed.error));
}

async function prepareBody({ route, body, rawBody }: OutgoingRequest, headers: Record<string, string>): Promise<string | undefined> {
  if (!routeFlags(route).encrypted || rawBody === undefined) return body;
  // Plaintext never leaves the page: only the hybrid-encrypted form goes on the wire.
  headers['content-type'] = 'application/json';
  headers[ENCRYPTED_HEADER] = '1';
  // The hybrid encryption loads with the first encrypted call (a login, a withdrawal), not with the shell.
  const { encryptJson } = await import('../../../contracts/shared/hybrid-crypto');
  const publicKey = apiSettings().publicKey ?? (await import('./dev-public-key')).DEV_PUBLIC_KEY_SPKI;
  return JSON.stringify(await encryptJson(publicKey, rawBody));
}

/**
 * Sends a built request: token header, encryption, time-out, and (outside
 * production) answers checked against the contract.
 */
export function createFetcher(routeKeyOf: (route: AppRoute) => string) {
  return async (request: OutgoingRequest): Promise<{ status: number; body: unknown }> => {
    // Before the token is read: the demo's persona link sets it when its backend is ready.
    await apiSettings().ready;
    const { route, url, headers } = request;
    const settings = apiSettings();
    const routeKey = routeKeyOf(route);
    const outgoing: Record<string, string> = { ...headers, [CLIENT_ID_HEADER]: settings.clientId };
    const token = routeFlags(route).token ? settings.getToken() : null;
    if (token) outgoing[SESSION_TOKEN_HEADER] = token;
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetch(url, { method: route.method, headers: outgoing, body: await prepareBody(request, outgoing), signal });
    } catch (error) {
      if (timeout.aborted) throw ApiError.timeout(routeKey);
      if (request.signal?.aborted) throw error;
      throw ApiError.network(routeKey);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      // The time-out also cuts a body still arriving: that is a slow answer (retried once), not a refusal.
      if (timeout.aborted) throw ApiError.timeout(routeKey);
      if (request.signal?.aborted) throw error;
      if (response.status === 404) {
        throw new ApiError('refused', ERROR_CODES.INVALID_URL, '', 404, null, routeKey);
      }
      throw new ApiError('refused', ERROR_CODES.UNKNOWN, '', response.status, null, routeKey);
    }
    if (settings.validateResponses) validate(route, routeKey, response.status, json);
    if (token && response.status === 401 && (json as { code?: unknown } | null)?.code === ERROR_CODES.NOT_LOGGED_IN) {
      settings.onSessionRefused?.(token);
    }
    return { status: response.status, body: json };
  };
}
