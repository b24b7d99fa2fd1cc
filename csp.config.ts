import { SIMULATED_BACKEND_HOSTS } from './contracts/shared/safe-url';

/**
 * The Content-Security-Policy of the built site (README "Content-Security-Policy").
 * Scripts and styles come only from the site itself (no inline, no eval);
 * the API is the site or PUBLIC_API_BASE_URL; frames (games) and links leave
 * only for the hosts of PUBLIC_ALLOWED_HOSTS; images may come from any https
 * CDN (SPEC §9: image hosts are picked from lists) or be data URLs (captcha).
 * Shipped as a <meta> tag in demo and production HTML; static hosts that set
 * headers should send the same value (plus frame-ancestors, which a meta tag cannot carry).
 */
function hostSources(allowedHosts: string | undefined): string[] {
  return (allowedHosts ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => (entry.startsWith('.') ? `https://*${entry}` : `https://${entry}`));
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(env: { PUBLIC_API_BASE_URL?: string; PUBLIC_ALLOWED_HOSTS?: string; PUBLIC_DRIFT_REPORT_URL?: string }, withMocks: boolean): string {
  const hosts = hostSources(env.PUBLIC_ALLOWED_HOSTS ?? (withMocks ? SIMULATED_BACKEND_HOSTS : ''));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The drift reporter posts to its endpoint (src/lib/api/drift), when one is set; the game frame asks a launch host
    // (a frame host) whether it answers before it frames a game there (src/features/lobby/game-frame).
    'connect-src': ["'self'", ...new Set([...originOf(env.PUBLIC_API_BASE_URL), ...originOf(env.PUBLIC_DRIFT_REPORT_URL), ...hosts])],
    'frame-src': ["'self'", ...hosts],
    'worker-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
