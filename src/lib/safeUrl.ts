import { checkUrl, parseAllowedHosts, SIMULATED_BACKEND_HOSTS } from '../../contracts/shared/safe-url';

/**
 * Hosts server URLs may point to besides the site's own origin: build-time
 * PUBLIC_ALLOWED_HOSTS (comma-separated; `.example.com` allows subdomains).
 * Unset, builds with the simulated backend (and tests) allow the hosts its links use.
 */
const env = import.meta.env ?? {};
const allowedHosts = parseAllowedHosts(env.PUBLIC_ALLOWED_HOSTS ?? (env.PUBLIC_MOCKS || (env.MODE as string) === 'test' ? SIMULATED_BACKEND_HOSTS : ''));

/** The URL as a string when it may be opened, else null (show errors.invalidUrl). */
export function safeUrl(raw: string | null | undefined, hosts: readonly string[] = allowedHosts): string | null {
  return checkUrl(raw, { base: window.location.href, allowedHosts: hosts })?.href ?? null;
}
