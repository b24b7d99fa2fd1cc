/**
 * The platform's transport constants (WIRE.md §1 and §2), with no Zod around them, so the production
 * client (which carries no schemas) can import them alone.
 */

/** WIRE.md §1.1: the headers every call carries. Header names are case-insensitive on the wire. */
export const WIRE_HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  gatewayVersion: 'X-Gateway-Version',
  contentType: 'Content-Type',
  /** The raw session token, no "Bearer" (§1.2). */
  authorization: 'Authorization',
  /** The RSA-encrypted session key of an encrypted call, lowercase hex (§2.3). */
  encryption: 'Encryption',
} as const;

/** `Device` is lowercase on the header; payload fields called `device` say WEB or W instead. */
export const DEVICE_HEADER_VALUE = 'web';
export const GATEWAY_VERSION = '3';
export const JSON_CONTENT_TYPE = 'application/json';
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** WIRE.md §1.1: a call that has not answered by then is a time-out (shown as SPEC §8's page-load time-out). */
export const REQUEST_TIMEOUT_MS = 20_000;

/** WIRE.md §2.2: the RSA modulus, plain hex text, fetched again for every encrypted call. */
export const RSA_KEY_PATH = '/wps/session/key/rsa';
/** WIRE.md §2.3: the session key's alphabet, spelt as the platform spells it (T twice, no Y, no j). */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
export const SESSION_KEY_LENGTH = 16;

/**
 * WIRE.md §1.3: the login device id, a random UUID kept in local storage under the name other
 * builds of the platform use, and added to the plaintext of login and the four register calls.
 */
export const DEVICE_ID_STORAGE_KEY = 'SHELL_deviceId';
export const DEVICE_ID_FIELD = 'loginDeviceId';

/**
 * The cookie the simulated backend binds a caller to before there is a session (captcha, SMS codes,
 * login failures), as the platform binds its captcha to a cookie (WIRE.md §1.1). A browser keeps it;
 * Node callers (tests, tools) send it themselves.
 */
export const SIMULATED_CLIENT_COOKIE = 'wps_client';
