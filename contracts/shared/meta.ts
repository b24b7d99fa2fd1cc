import { z } from 'zod';

/**
 * Route metadata shared by the client (headers, encryption, encoding) and the
 * simulated backend (auth, decryption, parsing). `source` tells a backend team
 * whether SPEC §7 gives the path or we inferred it.
 */
export const routeMetaSchema = z.object({
  token: z.boolean(),
  encrypted: z.boolean(),
  form: z.boolean(),
  source: z.enum(['spec', 'inferred']),
});
export type RouteMeta = z.infer<typeof routeMetaSchema>;

export function meta(flags: Partial<RouteMeta> & Pick<RouteMeta, 'source'>): RouteMeta {
  return { token: false, encrypted: false, form: false, ...flags };
}

export function readMeta(route: { metadata?: unknown }): RouteMeta {
  return routeMetaSchema.parse(route.metadata);
}

/** The header that carries the session token on token routes. */
export const SESSION_TOKEN_HEADER = 'token';
/** Marks a body as the hybrid-encrypted wire form of an encrypted route. */
export const ENCRYPTED_HEADER = 'x-encrypted';
/**
 * A random id per browser tab, sent on every call: what a server binds to a
 * caller who has no session yet (captcha, SMS codes, login failures), as a
 * session cookie would.
 */
export const CLIENT_ID_HEADER = 'x-client-id';
