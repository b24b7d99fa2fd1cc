import { z } from 'zod';

/**
 * Every /wps, /lgw and relay answer is wrapped in the same envelope:
 * `success / code / message / value`. Success and failure are one
 * discriminated union so that the client can unwrap without guessing.
 */
export const failureSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  /** Refusals may carry a hint, e.g. a login failure whose value contains "captcha". */
  value: z.union([z.string(), z.record(z.unknown()), z.array(z.unknown()), z.null()]).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

function successSchema<T extends z.ZodTypeAny>(value: T) {
  return z.object({
    success: z.literal(true),
    code: z.string(),
    message: z.string(),
    value,
  });
}

export function envelope<T extends z.ZodTypeAny>(value: T) {
  return z.discriminatedUnion('success', [successSchema(value), failureSchema]);
}

/**
 * The vendor-lanes relay answers under `data` instead of `value` (SPEC §7:
 * "reads data.lanes"); the same envelope otherwise.
 */
export function dataEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.discriminatedUnion('success', [
    z.object({ success: z.literal(true), code: z.string(), message: z.string(), data }),
    failureSchema,
  ]);
}

/** HTTP statuses a refusal may travel with; every route declares them. */
export const errorResponses = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  /** A body in another encoding than the route's (JSON, or form-encoded where the metadata says `form`). */
  415: failureSchema,
  429: failureSchema,
  500: failureSchema,
  503: failureSchema,
} as const;

/** The `responses` block of a route whose success value is `value`. */
export function respond<T extends z.ZodTypeAny>(value: T) {
  return { 200: envelope(value), ...errorResponses } as const;
}

export function respondData<T extends z.ZodTypeAny>(data: T) {
  return { 200: dataEnvelope(data), ...errorResponses } as const;
}

/** `{ success: true }`-style acknowledgements carry no value of their own. */
export const ack = z.null();
