/**
 * The simulated backend's own development RSA-1024 key pair (WIRE.md §2.4), e = 65537, generated once
 * for this fixture. It protects nothing: the platform's scheme is obfuscation, and this key is public in
 * the repository. It is never the platform's key and never used against a real server. The client
 * fetches the modulus from GET /wps/session/key/rsa like any other server's.
 */
export const DEV_RSA_MODULUS_HEX =
  'b40af7aac63bafa2d2d1026dddbdd5ae1102b02d33040ebc07189339be03f98b5707f43b1e36cf0e2409d207e4148d40e90f338400bd0ed98228d5a5246706a35877633591828cf81795f5920326e899266d6ce8e3f310e912e886bcefd7858fd735f7bb88c4f84de52e0bbdb2b2fb177919a19104b00d8dd8676a058911e6ff';

export const DEV_RSA_PRIVATE_EXPONENT_HEX =
  'b1c1d64efc93375079f63400c71a435b2d9e4ad505766f19c3a3c6d00ec41be02fd8419110beaa655abd7b69a10d8d7cd5ddd54df1f0b73596e5bc31e523f70f2d3819f447aafab3b76e6b34145cdde2ca1ecc08f8405536e209779ed6c95078417261131e832e18cc3c62604ba9c44b9344d1bde2355559798493d02da5ba91';
