/**
 * Finds the contract route a request is for, the way one MSW handler per route
 * matched it (`*<path>`: any origin and prefix, then the path, an optional
 * trailing slash; `:name` segments become params), in one lookup.
 *
 * Why: MSW tries its handlers in turn, and each try compiles the handler's path
 * to a regular expression and reads the page's cookies again. With 167 routes
 * that was 40-100 ms of the page's main thread per request in the demo (a
 * Chromium profile of the persona link), for every API call and tile image.
 */
export interface RouteMatch<T> {
  route: T;
  params: Record<string, string>;
}

interface ParamRoute<T> {
  method: string;
  pattern: RegExp;
  names: string[];
  route: T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+?)';
    })
    .join('/');
  return { pattern: new RegExp(`${source}/?$`), names };
}

export class RouteTable<T> {
  /** `METHOD /path` for routes without params: the common case, looked up by every suffix of the pathname. */
  private readonly exact = new Map<string, T>();
  private readonly withParams: Array<ParamRoute<T>> = [];

  constructor(routes: ReadonlyArray<{ method: string; path: string; route: T }>) {
    for (const { method, path, route } of routes) {
      const key = `${method.toUpperCase()} ${path}`;
      if (!path.includes(':')) {
        // The first route for a method and path wins, as the first MSW handler did.
        if (!this.exact.has(key)) this.exact.set(key, route);
        continue;
      }
      this.withParams.push({ method: method.toUpperCase(), ...compile(path), route });
    }
  }

  /** WIRE.md §4.4 #459: a path the table knows, asked with another verb. */
  knowsPathOnlyWithOtherMethod(method: string, url: string): boolean {
    const verb = method.toUpperCase();
    return ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].some((other) => other !== verb && this.match(other, url) !== null);
  }

  match(method: string, url: string): RouteMatch<T> | null {
    const verb = method.toUpperCase();
    const pathname = new URL(url).pathname;
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    // `*` before the path: try the whole pathname, then without each leading segment.
    for (let start = 0; start !== -1; start = trimmed.indexOf('/', start + 1)) {
      const route = this.exact.get(`${verb} ${trimmed.slice(start)}`);
      if (route !== undefined) return { route, params: {} };
    }
    for (const candidate of this.withParams) {
      if (candidate.method !== verb) continue;
      const found = candidate.pattern.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(candidate.names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
      return { route: candidate.route, params };
    }
    return null;
  }
}
