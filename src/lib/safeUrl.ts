import { checkUrl, parseAllowedHosts } from '../../contracts/shared/safe-url';

/**
 * Hosts server URLs may point to besides the site's own origin: build-time
 * PUBLIC_ALLOWED_HOSTS (comma-separated; `.example.com` allows subdomains).
 * The demo and dev builds set it to the simulated backend's customer-service
 * and download hosts (rsbuild.config.ts).
 */
const allowedHosts = parseAllowedHosts(import.meta.env?.PUBLIC_ALLOWED_HOSTS);

/** The URL as a string when it may be opened, else null (show errors.invalidUrl). */
export function safeUrl(raw: string | null | undefined, hosts: readonly string[] = allowedHosts): string | null {
  return checkUrl(raw, { base: window.location.href, allowedHosts: hosts })?.href ?? null;
}
