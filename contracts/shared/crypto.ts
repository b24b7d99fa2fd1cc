import { z } from 'zod';
import { ENCRYPTION_ALG } from './wire';

/**
 * The wire form of an encrypted route's body: an AES-GCM content key wrapped
 * with RSA-OAEP (SHA-256) under the server's public key. The plaintext JSON is
 * never sent.
 */
export const encryptedBodySchema = z.object({
  alg: z.literal(ENCRYPTION_ALG),
  /** A wrapped 256-bit key: 684 base64 characters under RSA-4096, the largest key we expect. */
  key: z.string().min(1).max(1024),
  iv: z.string().min(1).max(64),
  /** Encrypted routes carry credentials and forms, never files: 1 MB of ciphertext is plenty. */
  data: z.string().min(1).max(1_000_000),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
