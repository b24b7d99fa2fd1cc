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
  /** Why the app never calls this route, when it does not (the README's routes table shows it). */
  notCalled: z.string().optional(),
});
export type RouteMeta = z.infer<typeof routeMetaSchema>;

export function meta(flags: Partial<RouteMeta> & Pick<RouteMeta, 'source'>): RouteMeta {
  return { token: false, encrypted: false, form: false, ...flags };
}

export function readMeta(route: { metadata?: unknown }): RouteMeta {
  return routeMetaSchema.parse(route.metadata);
}

// The header names live in a zod-free file (wire.ts) the production client can import alone.
export { CLIENT_ID_HEADER, ENCRYPTED_HEADER, SESSION_TOKEN_HEADER } from './wire';
