import type { ZodTypeAny } from 'zod';
import { z } from 'zod';
import { encryptedBodySchema } from '../../contracts/shared/crypto';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { decryptJson, importPrivateKey } from '../../contracts/shared/hybrid-crypto';
import { ENCRYPTED_HEADER } from '../../contracts/shared/meta';
import type { RouteEntry } from '../../contracts/shared/routes';
import { clientSentParams, specCallOf } from '../../contracts/shared/spec-calls';
import { DEV_PRIVATE_KEY_PKCS8 } from './dev-private-key';
import { refuse } from './refusal';
import { describeIssues } from './zod-issues';

/**
 * Reading and checking a request's input. Everything here refuses with an
 * envelope (a Refusal), never throws anything else: a malformed request must
 * not reach a route implementation, nor crash the pipeline.
 */

let privateKey: Promise<CryptoKey> | undefined;
const getPrivateKey = () => (privateKey ??= importPrivateKey(DEV_PRIVATE_KEY_PKCS8));

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Whether the route takes a body at all (`c.noBody()` and GET take none). */
export function takesBody(entry: RouteEntry): boolean {
  return entry.route.method !== 'GET' && (entry.route as { body?: unknown }).body instanceof z.ZodType;
}

function refuseInput(message: string, status: 400 | 415 = 400) {
  return refuse(ERROR_CODES.VALIDATION, message, status);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuseInput('The body is not valid JSON');
  }
}

/** JSON may say 1e999: a number no field takes. */
function hasNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasNonFiniteNumber);
  if (value && typeof value === 'object') return Object.values(value).some(hasNonFiniteNumber);
  return false;
}

function checkContentType(entry: RouteEntry, request: Request): void {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const wanted = entry.meta.form && !entry.meta.encrypted ? FORM_TYPE : JSON_TYPE;
  if (contentType !== wanted) throw refuseInput(`This route takes ${wanted}`, 415);
}

async function decrypt(request: Request, text: string): Promise<unknown> {
  const wire = encryptedBodySchema.safeParse(text ? parseJsonQuietly(text) : null);
  if (request.headers.get(ENCRYPTED_HEADER) !== '1' || !wire.success) {
    throw refuse(ERROR_CODES.ENCRYPTION_REQUIRED, 'This route only accepts an encrypted body', 400);
  }
  try {
    return await decryptJson(await getPrivateKey(), wire.data);
  } catch {
    throw refuse(ERROR_CODES.ENCRYPTION_REQUIRED, 'The body could not be decrypted', 400);
  }
}

function parseJsonQuietly(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The request body as the route's schema will see it, or a refusal. */
export async function readBody(entry: RouteEntry, request: Request): Promise<unknown> {
  if (entry.route.method === 'GET') return undefined;
  const text = await request.text();
  if (!takesBody(entry)) {
    if (text) throw refuseInput('This route takes no body');
    return undefined;
  }
  checkContentType(entry, request);
  let body: unknown;
  if (entry.meta.encrypted) body = await decrypt(request, text);
  else if (entry.meta.form) body = Object.fromEntries(new URLSearchParams(text));
  else body = text ? parseJson(text) : undefined;
  if (hasNonFiniteNumber(body)) throw refuseInput('The body holds a number out of range');
  return body;
}

/** Fields of the object schema behind refinements and defaults, or null when it is no object. */
function objectKeys(schema: unknown): Set<string> | null {
  let current = schema as ZodTypeAny | undefined;
  while (current) {
    if (current instanceof z.ZodObject) return new Set(Object.keys(current.shape as object));
    if (current instanceof z.ZodEffects) current = current.innerType() as ZodTypeAny;
    else if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as ZodTypeAny;
    else if (current instanceof z.ZodDefault) current = current.removeDefault() as ZodTypeAny;
    else return null;
  }
  return null;
}

/**
 * Parses one part (params, query, body) with its schema. A body may not carry
 * fields its contract does not name: unknown fields are refused, not dropped,
 * so a client bug or a probe (say `balance` or `type` in a profile update)
 * shows instead of passing silently.
 */
export function parsePart(where: 'params' | 'query' | 'body', schema: unknown, value: unknown): unknown {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value;
  if (where === 'body' && value && typeof value === 'object' && !Array.isArray(value)) {
    const known = objectKeys(schema);
    const unknown = known ? Object.keys(value).filter((key) => !known.has(key)) : [];
    if (unknown.length) throw refuseInput(unknown.map((key) => `body.${key}: not a field of this route`).join('; '));
  }
  const parsed = (schema as ZodTypeAny).safeParse(value);
  if (!parsed.success) throw refuseInput(describeIssues(where, parsed.error));
  return parsed.data;
}

/**
 * SPEC §7 names the parameters a call carries, with SPEC §9's values; the
 * client sends the constants, the merchant code and the language itself
 * (contracts/shared/spec-calls.ts). The real backend may need every one, so
 * the simulated backend refuses a call missing one instead of filling a
 * default in: a client that forgets one fails in tests, not in production.
 */
export function checkSpecParams(routeKey: string, query: Record<string, unknown>, body: unknown): void {
  const call = specCallOf(routeKey);
  if (!call) return;
  const sent = call.in === 'query' ? query : body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const missing = clientSentParams(call).filter((name) => sent[name] === undefined || sent[name] === '');
  if (missing.length) throw refuseInput(missing.map((name) => `${call.in}.${name}: SPEC §7 sends this parameter on every call`).join('; '));
}
