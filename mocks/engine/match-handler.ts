import { RequestHandler, type ResponseResolver } from 'msw';

interface Parsed<T> {
  found: T | null;
}

/**
 * An MSW request handler that decides with a plain function whether a request
 * is its own, and hands the resolver what that function found.
 *
 * Why not `http.get`/`http.all`: every `HttpHandler` MSW tries reads the
 * page's cookies first, `document.cookie` (a call into the browser) and MSW's
 * own cookie jar (tough-cookie, which parses the URL's domain), even when its
 * path does not match. The simulated backend reads no cookie, and the demo
 * answers every API call and every tile image on the page's main thread: the
 * cookie reads were ~50 ms of a persona link there, paid up to three times per
 * image (one per handler tried).
 */
export class MatchHandler<T> extends RequestHandler<{ header: string }, Parsed<T>, { found: T }> {
  private readonly find: (request: Request) => T | null;

  constructor(header: string, find: (request: Request) => T | null, resolver: ResponseResolver<{ found: T }>) {
    super({ info: { header }, resolver });
    this.find = find;
  }

  override async parse({ request }: { request: Request }): Promise<Parsed<T>> {
    return { found: this.find(request) };
  }

  override predicate({ parsedResult }: { parsedResult: Parsed<T> }): boolean {
    return parsedResult.found !== null;
  }

  protected override extendResolverArgs({ parsedResult }: { parsedResult: Parsed<T> }): { found: T } {
    return { found: parsedResult.found as T };
  }

  // The demo starts MSW quietly; there is nothing to print.
  override log(): void {}
}

/** `GET` requests whose pathname ends with `suffix`, from any origin and prefix, as `http.get('*<suffix>')` matched. */
export function endsWithPath(suffix: string): (request: Request) => true | null {
  return (request) => (request.method === 'GET' && new URL(request.url).pathname.endsWith(suffix) ? true : null);
}
