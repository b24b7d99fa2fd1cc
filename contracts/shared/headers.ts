/** The header that carries the session token on token routes. */
export const SESSION_TOKEN_HEADER = 'token';
/** Marks a body as the hybrid-encrypted wire form of an encrypted route. */
export const ENCRYPTED_HEADER = 'x-encrypted';
