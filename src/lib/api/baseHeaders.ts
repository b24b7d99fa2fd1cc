import { DEVICE_HEADER_VALUE, GATEWAY_VERSION, JSON_CONTENT_TYPE, WIRE_HEADERS } from '@contracts/shared/wire';
import { apiSettings } from './config';

/** WIRE.md §1.1: the headers of every call, exactly once each (the fetcher's, and the RSA key's fetch). */
export function baseHeaders(language?: string): Record<string, string> {
  const settings = apiSettings();
  const context = settings.wireContext();
  const headers: Record<string, string> = {
    [WIRE_HEADERS.merchant]: context.merchant,
    [WIRE_HEADERS.device]: DEVICE_HEADER_VALUE,
    [WIRE_HEADERS.language]: language ?? context.language,
    [WIRE_HEADERS.gatewayVersion]: GATEWAY_VERSION,
    [WIRE_HEADERS.contentType]: JSON_CONTENT_TYPE,
  };
  // Browsers keep cookies themselves (credentials: 'include'); a Node caller hands its cookie in.
  if (settings.cookie) headers.Cookie = settings.cookie;
  return headers;
}
