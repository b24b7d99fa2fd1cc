import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { WIRE_HEADERS } from '../contracts/shared/wire';
import { assetHandlers } from './engine/assets';
import { setStrictAnswers } from './engine/handle';
import { configureLaunchCdns } from './games/demo';
import { handlers } from './handlers';
import { resetWorld } from './world';

export interface HttpBackend {
  /** `http://127.0.0.1:<port>`: the base URL a client or the contract check points at. */
  url: string;
  close: () => Promise<void>;
}

export interface HttpBackendOptions {
  port?: number;
  host?: string;
  /** Handlers tried before the simulated backend's own (a test's deliberately broken answer). */
  overrides?: RequestHandler[];
  /** Where launch URLs point (default: this server, which serves no game pages). */
  launchCdns?: string[];
}

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': [...Object.values(WIRE_HEADERS), 'Cache-Control'].join(', '),
  // WIRE.md §1.1: calls go with credentials (the captcha cookie), so the origin is echoed, never `*`.
  'access-control-allow-credentials': 'true',
  'access-control-max-age': '600',
};

async function readRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

async function writeResponse(outgoing: ServerResponse, response: Response, cors: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * The simulated backend over real HTTP: the same handlers the service worker
 * and the tests run, behind a Node server with CORS for any origin. The
 * production build's smoke test points PUBLIC_API_BASE_URL at it, and
 * `npm run contracts:check` starts one when no base URL is given.
 */
export async function startHttpBackend({ port = 0, host = '127.0.0.1', overrides = [], launchCdns }: HttpBackendOptions = {}): Promise<HttpBackend> {
  setStrictAnswers(true);
  await resetWorld();
  const all = [...overrides, ...handlers, ...assetHandlers];
  const server = createServer((incoming, outgoing) => {
    const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`;
    // A browser page on another origin (the production build) may call, with its cookies.
    const cors = { ...CORS_HEADERS, 'access-control-allow-origin': incoming.headers.origin ?? '*', vary: 'origin' };
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    void (async () => {
      try {
        const request = await readRequest(incoming, origin);
        const response = await getResponse(all, request);
        if (response) await writeResponse(outgoing, response, cors);
        else outgoing.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"success":false,"errorCode":"record_not_found","message":"No such route","value":null}');
      } catch (error) {
        console.error('[http backend]', error);
        outgoing.writeHead(500, cors).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  // Launch URLs point at this server unless told otherwise; it serves no game pages.
  configureLaunchCdns(launchCdns ?? [url]);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
