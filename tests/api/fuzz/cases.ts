import type { AppRoute } from '@ts-rest/core';
import { z, type ZodTypeAny } from 'zod';
import type { ApiRouteMeta } from '@contracts/shared/meta';
import { WIRE_HEADERS } from '@contracts/shared/wire';
import { sealForSimulatedBackend } from '../../support/wire';

/**
 * Malformed requests built from a route's contract: one valid call (the
 * route's example) bent one field at a time, plus whole-body damage (wrong
 * content type, broken JSON, broken ciphertext). Every case is malformed by
 * construction, never by asking the schema under test whether it is.
 */
export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Far over every text limit (the largest, an image data URL, still needs its `data:` header). */
export const HUGE_STRING = 'x'.repeat(50_000);
/** Query strings travel in the URL: big enough to break any sane limit, small enough for a URL. */
export const HUGE_QUERY = 'x'.repeat(20_000);

type Kind = 'string' | 'number' | 'boolean' | 'enum' | 'array' | 'object' | 'other';

/** The schema under optional/default/nullable/refinement wrappers. */
export function unwrap(schema: ZodTypeAny): ZodTypeAny {
  let current: ZodTypeAny = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as ZodTypeAny;
    else if (current instanceof z.ZodDefault) current = current.removeDefault() as ZodTypeAny;
    else if (current instanceof z.ZodEffects) current = current.innerType() as ZodTypeAny;
    else if (current instanceof z.ZodPipeline) current = current._def.in as ZodTypeAny;
    else if (current instanceof z.ZodBranded) current = current.unwrap() as ZodTypeAny;
    else return current;
  }
}

function kindOf(schema: ZodTypeAny): Kind {
  const base = unwrap(schema);
  if (base instanceof z.ZodString) return 'string';
  if (base instanceof z.ZodNumber) return 'number';
  if (base instanceof z.ZodBoolean) return 'boolean';
  if (base instanceof z.ZodEnum || base instanceof z.ZodLiteral || base instanceof z.ZodNativeEnum) return 'enum';
  if (base instanceof z.ZodArray) return 'array';
  if (base instanceof z.ZodObject) return 'object';
  return 'other';
}

/** The fields of an object schema (through refinements), or none. */
export function shapeOf(schema: unknown): Record<string, ZodTypeAny> {
  if (!schema || !(schema instanceof z.ZodType)) return {};
  const base = unwrap(schema as ZodTypeAny);
  return base instanceof z.ZodObject ? (base.shape as Record<string, ZodTypeAny>) : {};
}

function explicitlySigned(schema: ZodTypeAny): boolean {
  const base = unwrap(schema);
  const checks = base instanceof z.ZodNumber ? (base._def.checks as Array<{ kind: string; value?: number }>) : [];
  return checks.some((check) => check.kind === 'min' && (check.value ?? 0) < 0);
}

const accepts = (schema: ZodTypeAny, value: unknown) => schema.safeParse(value).success;

interface FieldCase {
  name: string;
  /** A JSON value, or raw JSON text spliced in (Infinity has no JSON form). */
  value?: unknown;
  raw?: string;
  remove?: boolean;
}

/** Field-level damage for one body field. */
function bodyFieldCases(field: string, schema: ZodTypeAny, valid: unknown): FieldCase[] {
  const kind = kindOf(schema);
  const cases: FieldCase[] = [];
  if (!schema.isOptional()) cases.push({ name: `${field}: missing`, remove: true });
  if (!accepts(schema, null)) cases.push({ name: `${field}: null`, value: null });
  const wrong = kind === 'string' || kind === 'enum' ? 12345 : kind === 'number' ? '12' : kind === 'boolean' ? 'yes' : 'not-an-object';
  cases.push({ name: `${field}: wrong type`, value: wrong });
  if (kind === 'string') cases.push({ name: `${field}: huge`, value: HUGE_STRING });
  if (kind === 'enum') cases.push({ name: `${field}: unknown value`, value: 'NOT_A_VALUE' });
  if (kind === 'number') {
    cases.push({ name: `${field}: huge`, value: 1e300 });
    // A field whose contract sets a negative minimum (a loss threshold) takes negatives by design.
    if (!explicitlySigned(schema)) cases.push({ name: `${field}: negative`, value: -5 });
    cases.push({ name: `${field}: tiny fraction`, value: 1e-7 });
    cases.push({ name: `${field}: infinity`, raw: '1e999' });
  }
  if (kind === 'array') {
    const item = Array.isArray(valid) && valid.length ? valid[0] : 1;
    cases.push({ name: `${field}: huge`, value: Array.from({ length: 2_000 }, () => item) });
    cases.push({ name: `${field}: wrong item type`, value: [{ nested: true }] });
  }
  return cases;
}

/** Field-level damage for one query field (everything is text in a URL). */
function queryFieldCases(field: string, schema: ZodTypeAny): Array<{ name: string; value?: string; remove?: boolean }> {
  const kind = kindOf(schema);
  const cases: Array<{ name: string; value?: string; remove?: boolean }> = [];
  if (!schema.isOptional() && !accepts(schema, undefined)) cases.push({ name: `${field}: missing`, remove: true });
  cases.push({ name: `${field}: huge`, value: kind === 'number' ? '9'.repeat(400) : HUGE_QUERY });
  if (kind === 'number') {
    cases.push({ name: `${field}: wrong type`, value: 'abc' });
    cases.push({ name: `${field}: NaN`, value: 'NaN' });
    cases.push({ name: `${field}: negative`, value: '-5' });
    cases.push({ name: `${field}: null`, value: 'null' });
  }
  if (kind === 'enum' || kind === 'boolean') cases.push({ name: `${field}: unknown value`, value: 'NOT_A_VALUE' });
  return cases;
}

function buildUrl(route: AppRoute, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return `http://localhost${route.path}${text ? `?${text}` : ''}`;
}

function formText(body: Record<string, unknown>): string {
  return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
}

async function wireBody(meta: ApiRouteMeta, body: string): Promise<{ headers: Record<string, string>; text: string }> {
  if (meta.encrypted) {
    const sealed = sealForSimulatedBackend(body);
    return { headers: { 'content-type': 'application/json', [WIRE_HEADERS.encryption]: sealed.encryption }, text: sealed.body };
  }
  if (meta.form) return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, text: formText(JSON.parse(body) as Record<string, unknown>) };
  return { headers: { 'content-type': 'application/json' }, text: body };
}

/** Every malformed request of a route, given a valid call's query and body. */
export async function casesFor(
  route: AppRoute,
  meta: ApiRouteMeta,
  valid: { query?: Record<string, unknown>; body?: Record<string, unknown> },
): Promise<FuzzCase[]> {
  const method = route.method;
  const cases: FuzzCase[] = [];
  const query = valid.query ?? {};
  const url = buildUrl(route, query);
  const queryShape = shapeOf((route as { query?: unknown }).query);
  for (const [field, schema] of Object.entries(queryShape)) {
    for (const item of queryFieldCases(field, schema)) {
      const next = { ...query };
      if (item.remove) delete next[field];
      else next[field] = item.value;
      cases.push({ name: `query ${item.name}`, method, url: buildUrl(route, next), headers: {} });
    }
  }
  if (method === 'GET') return cases;

  const bodySchema = (route as { body?: unknown }).body;
  const bodyShape = shapeOf(bodySchema);
  const hasBody = Object.keys(bodyShape).length > 0 || bodySchema instanceof z.ZodType;
  if (!hasBody) return cases;
  const body = valid.body ?? {};
  const push = async (name: string, json: string) => {
    // Form bodies are flat text: numbers out of range and nesting mean nothing there.
    if (meta.form && (/1e999/.test(json) || name.includes('nested'))) return;
    const wire = await wireBody(meta, json);
    cases.push({ name: `body ${name}`, method, url, headers: wire.headers, body: wire.text });
  };

  if (bodySchema instanceof z.ZodType && !accepts(bodySchema, {})) await push('empty object', '{}');
  for (const [field, schema] of Object.entries(bodyShape)) {
    for (const item of bodyFieldCases(field, schema, body[field])) {
      // Form bodies are text: only missing and huge mean anything there.
      if (meta.form && !item.remove && item.value !== HUGE_STRING) continue;
      const next: Record<string, unknown> = { ...body };
      if (item.remove) {
        delete next[field];
        await push(item.name, JSON.stringify(next));
      } else if (item.raw) {
        next[field] = '__RAW__';
        await push(item.name, JSON.stringify(next).replace('"__RAW__"', item.raw));
      } else {
        next[field] = item.value;
        await push(item.name, JSON.stringify(next));
      }
    }
  }
  await push('extra field', JSON.stringify({ ...body, zzUnexpected: 'extra' }));
  // A body nested far deeper than any payload (10 KB of brackets): refused before any recursive walk.
  await push('nested 5,000 levels deep', `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
  await push('a field nested 5,000 levels deep', JSON.stringify({ ...body, zzDeep: '__DEEP__' }).replace('"__DEEP__"', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`));

  const json = JSON.stringify(body);
  if (meta.encrypted) {
    const sealed = sealForSimulatedBackend(body);
    const encryptedHeaders = { 'content-type': 'application/json', [WIRE_HEADERS.encryption]: sealed.encryption };
    const value = (JSON.parse(sealed.body) as { value: string }).value;
    cases.push(
      { name: 'ciphertext truncated JSON', method, url, headers: encryptedHeaders, body: '{"value":' },
      { name: 'ciphertext garbage', method, url, headers: encryptedHeaders, body: JSON.stringify({ value: 'AAAAAAAAAAAAAAAA' }) },
      { name: 'ciphertext not base64', method, url, headers: encryptedHeaders, body: JSON.stringify({ value: '%%%' }) },
      { name: 'ciphertext huge', method, url, headers: encryptedHeaders, body: JSON.stringify({ value: HUGE_STRING }) },
      { name: 'Encryption header not hex', method, url, headers: { ...encryptedHeaders, [WIRE_HEADERS.encryption]: 'zz' }, body: sealed.body },
      { name: 'Encryption header of another key', method, url, headers: { ...encryptedHeaders, [WIRE_HEADERS.encryption]: '1'.repeat(256) }, body: sealed.body },
      { name: 'ciphertext beside other fields', method, url, headers: encryptedHeaders, body: JSON.stringify({ value, extra: 1 }) },
      { name: 'plaintext on an encrypted route', method, url, headers: { 'content-type': 'application/json' }, body: json },
      { name: 'no Encryption header', method, url, headers: { 'content-type': 'application/json' }, body: sealed.body },
    );
  } else if (meta.form) {
    cases.push({ name: 'JSON on a form route', method, url, headers: { 'content-type': 'application/json' }, body: json });
    cases.push({ name: 'form route without content type', method, url, headers: {}, body: formText(body) });
  } else {
    cases.push(
      { name: 'broken JSON', method, url, headers: { 'content-type': 'application/json' }, body: json.slice(0, Math.max(1, json.length - 1)) + ',' },
      { name: 'not an object', method, url, headers: { 'content-type': 'application/json' }, body: '"text"' },
      { name: 'wrong content type', method, url, headers: { 'content-type': 'text/plain' }, body: json },
      { name: 'form-encoded on a JSON route', method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: formText(body) },
    );
  }
  return cases;
}
