import type { ZodTypeAny } from 'zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../contracts/shared/errors';
import type { RouteEntry } from '../../contracts/shared/routes';
import { clientSentParams, specCallOf } from '../../contracts/shared/spec-calls';
import { DEVICE_ID_FIELD, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE, WIRE_HEADERS } from '../../contracts/shared/wire';
import { decryptSessionKey, desDecrypt } from '../../contracts/shared/wire-crypto';
import { DEV_RSA_MODULUS_HEX, DEV_RSA_PRIVATE_EXPONENT_HEX } from './dev-rsa-key';
import { refuse } from './refusal';
import { describeIssues } from './zod-issues';

/**
 * Reading and checking a request's input. Everything here refuses with an
 * envelope (a Refusal), never throws anything else: a malformed request must
 * not reach a route implementation, nor crash the pipeline.
 */

const MODULUS = BigInt(`0x${DEV_RSA_MODULUS_HEX}`);
const PRIVATE_EXPONENT = BigInt(`0x${DEV_RSA_PRIVATE_EXPONENT_HEX}`);

/** How deep a JSON body may nest: no form or payload of the platform goes past a few levels. */
export const MAX_BODY_DEPTH = 32;
/** The largest body a route reads unless its metadata allows more (image uploads): registration, the largest form, is about 2 KB. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

function tooLarge(limit: number) {
  return refuse(ERROR_CODES.PAYLOAD_TOO_LARGE, `The body is larger than ${limit} bytes`, 413);
}

/**
 * Reads the body as text, never more than `limit` bytes: a declared length over it is refused before
 * a byte is read, and a stream that runs past it is cancelled there, so a 50 MB body costs 256 KB.
 */
async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Not awaited: a sender that keeps writing must not hold the refusal back.
      void reader.cancel().catch(() => undefined);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Whether the route takes a body at all (`c.noBody()` and GET take none). */
export function takesBody(entry: RouteEntry): boolean {
  return entry.route.method !== 'GET' && (entry.route as { body?: unknown }).body instanceof z.ZodType;
}

function refuseInput(message: string) {
  return refuse(ERROR_CODES.VALIDATION, message, 400);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuseInput('The body is not valid JSON');
  }
}

/**
 * Walks a parsed body without recursion: deeper than MAX_BODY_DEPTH is refused, and JSON's 1e999 (a
 * number no field takes) too. Iterative on purpose: a 5,000-level body must not blow the stack.
 */
function checkShape(body: unknown): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: body, depth: 0 }];
  while (stack.length) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'number' && !Number.isFinite(value)) throw refuseInput('The body holds a number out of range');
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw refuse(ERROR_CODES.PAYLOAD_TOO_LARGE, `The body nests deeper than ${MAX_BODY_DEPTH} levels`, 413);
    for (const item of Array.isArray(value) ? value : Object.values(value)) stack.push({ value: item, depth: depth + 1 });
  }
}

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** WIRE.md §1.1 and §5: JSON on every call, the one form post form-encoded. */
function checkContentType(entry: RouteEntry, request: Request): void {
  const wanted = entry.meta.form ? FORM_CONTENT_TYPE : JSON_CONTENT_TYPE;
  if (mediaType(request) !== wanted) throw refuseInput(`This route takes ${wanted}`);
}

function encryptionRequired(message: string) {
  return refuse(ERROR_CODES.ENCRYPTION_REQUIRED, message, 400);
}

/**
 * WIRE.md §2.4: the `Encryption` header gives the session key (raw RSA under the development key),
 * the body's `value` is the DES ciphertext of the plaintext JSON. §2.7's raw-Base64 body is accepted
 * too; X-Digest, X-RSA and X-Timestamp are ignored. Anything else is 400 request_body_required.
 */
function decrypt(request: Request, text: string): unknown {
  const header = request.headers.get(WIRE_HEADERS.encryption)?.trim();
  if (!header) throw encryptionRequired('This route only accepts an encrypted body');
  let ciphertext: unknown = null;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.keys(parsed).length === 1) ciphertext = (parsed as { value?: unknown }).value;
  } catch {
    ciphertext = /^[A-Za-z0-9+/]+={0,2}$/.test(text.trim()) ? text.trim() : null;
  }
  if (typeof ciphertext !== 'string' || !ciphertext) throw encryptionRequired('This route only accepts an encrypted body');
  try {
    const key = decryptSessionKey(header, MODULUS, PRIVATE_EXPONENT);
    if (key.length < 8) throw new Error('short key');
    return JSON.parse(desDecrypt(ciphertext, key)) as unknown;
  } catch {
    throw encryptionRequired('The body could not be decrypted');
  }
}

/** The request body as the route's schema will see it, or a refusal. */
export async function readBody(entry: RouteEntry, request: Request): Promise<unknown> {
  if (entry.route.method === 'GET') return undefined;
  const text = await readText(request, entry.meta.bodyLimit ?? DEFAULT_BODY_LIMIT);
  if (!takesBody(entry)) {
    // A DELETE or POST without data may still say `{}` (WIRE.md §5: a POST with no data sends it).
    if (text && text.trim() !== '{}') throw refuseInput('This route takes no body');
    return undefined;
  }
  let body: unknown;
  if (entry.meta.encrypted) {
    body = decrypt(request, text);
  } else {
    checkContentType(entry, request);
    if (entry.meta.form) body = Object.fromEntries(new URLSearchParams(text));
    else body = text ? parseJson(text) : undefined;
  }
  checkShape(body);
  if (entry.meta.deviceId) checkDeviceId(body);
  return body;
}

/** WIRE.md §1.3: login and registration carry the device id, lowercase 8-4-4-4-12 hex. */
function checkDeviceId(body: unknown): void {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>)[DEVICE_ID_FIELD] : undefined;
  if (typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
    throw refuseInput(`body.${DEVICE_ID_FIELD}: the login device id is required (lowercase 8-4-4-4-12 hex)`);
  }
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
 * shows instead of passing silently. The cache-busters `t` and `_` of a
 * query are ignored (WIRE.md §5).
 */
export function parsePart(where: 'params' | 'query' | 'body', schema: unknown, value: unknown): unknown {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value;
  if (where === 'query' && value && typeof value === 'object') {
    const { t: _t, _: _underscore, ...rest } = value as Record<string, unknown>;
    value = rest;
  }
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
 * The parameters the client sends itself on a call (contracts/shared/spec-calls.ts: SPEC §9's
 * constants, the merchant code, the language). The real backend may need every one, so the
 * simulated backend refuses a call missing one instead of filling a default in: a client that
 * forgets one fails in tests, not in production.
 */
export function checkSpecParams(routeKey: string, query: Record<string, unknown>, body: unknown): void {
  const call = specCallOf(routeKey);
  if (!call) return;
  const sent = call.in === 'query' ? query : body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const missing = clientSentParams(call).filter((name) => sent[name] === undefined || sent[name] === '');
  if (missing.length) throw refuseInput(missing.map((name) => `${call.in}.${name}: the client sends this parameter on every call`).join('; '));
}
