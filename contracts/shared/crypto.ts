import { z } from 'zod';

/**
 * The wire form of an encrypted route's body: an AES-GCM content key wrapped
 * with RSA-OAEP (SHA-256) under the server's public key. The plaintext JSON is
 * never sent.
 */
export const encryptedBodySchema = z.object({
  alg: z.literal('RSA-OAEP-256+A256GCM'),
  key: z.string().min(1),
  iv: z.string().min(1),
  data: z.string().min(1),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
export { ENCRYPTION_ALG } from './wire';
