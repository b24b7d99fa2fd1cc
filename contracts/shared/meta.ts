import { z } from 'zod';

/**
 * Where a route's method, path and fields come from (WIRE.md §0 confidence marks, §7.1):
 * - `observed`: WIRE.md gives it from the platform's production client (with or without gaps);
 * - `spec`: SPEC names the call but WIRE.md has no shape for it, so the shape is ours;
 * - `ours`: no public source (agent-centre reports, most member-centre calls): our design, in the
 *   platform's style (`/wps/relay/<SERVICE>_<method>`), so that a later mapping is a rename.
 */
export const ROUTE_SOURCES = ['observed', 'spec', 'ours'] as const;
export type RouteSource = (typeof ROUTE_SOURCES)[number];

/** How the answer travels: the `{success, value, message, errorCode}` envelope, a bare JSON object (/lgw), or plain text (the RSA key). */
export const ANSWER_KINDS = ['envelope', 'bare', 'text'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * Route metadata shared by the client (headers, encryption, encoding, silence) and the simulated
 * backend (auth, decryption, module gating). Named `ApiRouteMeta`, not `RouteMeta`: page metadata is
 * another thing (src/app).
 */
export const routeMetaSchema = z.object({
  /** WIRE.md flag `T`: the server needs a session, and answers 401 without `Authorization`. */
  token: z.boolean(),
  /** WIRE.md flag `E`: the body goes DES-encrypted as `{value}` with the `Encryption` header (§2.3). */
  encrypted: z.boolean(),
  /** WIRE.md §8 Q1: free play sends an `Encryption` header made from a fresh key, with a plain JSON body. */
  encryptionKeyOnly: z.boolean(),
  /** WIRE.md flag `F`: the body is form-encoded (§5). */
  form: z.boolean(),
  /** WIRE.md §1.3: the client adds `loginDeviceId` to the plaintext body. */
  deviceId: z.boolean(),
  /** WIRE.md §4.5: a failure shows no UI, not even on a 401; the caller decides. */
  silent: z.boolean(),
  answer: z.enum(ANSWER_KINDS),
  source: z.enum(ROUTE_SOURCES),
  /** The WIRE.md row the route follows (`S1`, `G11`, …), when it has one. */
  wire: z.string().optional(),
  /** The whitelabel module that owns the call (WIRE.md §6.2): the server refuses it while the module is off. */
  module: z.string().optional(),
  /** Why the app never calls this route, when it does not (the routes table shows it). */
  notCalled: z.string().optional(),
  /** The largest body the route reads, in bytes, when it takes more than the default (image uploads). */
  bodyLimit: z.number().int().positive().optional(),
});
export type ApiRouteMeta = z.infer<typeof routeMetaSchema>;

type MetaInput = Partial<ApiRouteMeta> & Pick<ApiRouteMeta, 'source'>;

export function meta(flags: MetaInput): ApiRouteMeta {
  return {
    token: false,
    encrypted: false,
    encryptionKeyOnly: false,
    form: false,
    deviceId: false,
    silent: false,
    answer: 'envelope',
    ...flags,
  };
}

/** A route WIRE.md records (`observed`), with its row id and module. */
export function observed(wire: string, flags: Omit<MetaInput, 'source' | 'wire'> = {}): ApiRouteMeta {
  return meta({ ...flags, source: 'observed', wire });
}

/** A route of our own design, in the platform's style (WIRE.md §7.1). */
export function ours(flags: Omit<MetaInput, 'source'> = {}): ApiRouteMeta {
  return meta({ ...flags, source: 'ours' });
}

export function readMeta(route: { metadata?: unknown }): ApiRouteMeta {
  return routeMetaSchema.parse(route.metadata);
}
