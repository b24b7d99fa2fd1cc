import { z } from 'zod';

/**
 * WIRE.md §4.1: every /wps answer is `{ success, value, message, errorCode? }`. There is no `code`
 * field. Read leniently: `success` must be a boolean; `message` may be missing (read as ""),
 * `errorCode` may be absent, null or a string, and `value` may be absent. Unknown fields pass.
 * Failures arrive on non-2xx statuses in the same envelope, and 200 with `success: false` occurs too.
 */
const message = z.string().optional();
const errorCode = z.string().nullable().optional();

export const failureSchema = z.object({
  success: z.literal(false),
  message,
  errorCode,
  /** The error details (WIRE.md §4.2): captcha flag, verification methods, maintenance times, withdraw data… */
  value: z.unknown().optional(),
});
export type Failure = z.infer<typeof failureSchema>;

function successSchema<T extends z.ZodTypeAny>(value: T) {
  return z.object({ success: z.literal(true), message, errorCode, value });
}

export function envelope<T extends z.ZodTypeAny>(value: T) {
  return z.discriminatedUnion('success', [successSchema(value), failureSchema]);
}

/**
 * HTTP statuses a refusal may travel with (WIRE.md §4.3 and the simulated backend's choice for the
 * unrecorded ones): every route declares them. The client never depends on them: it branches on
 * `errorCode` first and on the status second.
 */
export const errorResponses = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  405: failureSchema,
  409: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: failureSchema,
  500: failureSchema,
  502: failureSchema,
  503: failureSchema,
  504: failureSchema,
} as const;

/** The `responses` block of a route whose success value is `value`. */
export function respond<T extends z.ZodTypeAny>(value: T) {
  return { 200: envelope(value), ...errorResponses } as const;
}

/** The `responses` block of a lottery-gateway route (WIRE.md §6.5): a bare JSON object, no envelope. */
export function respondBare<T extends z.ZodTypeAny>(body: T) {
  return { 200: body, ...errorResponses } as const;
}

/** Acknowledgements carry no value of their own: the platform sends null, true or nothing. */
export const ack = z.unknown();
