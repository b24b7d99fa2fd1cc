/**
 * A minimal static host for the demo build, as any static host would serve
 * it: files under a base path, and index.html for every other path below it
 * (the SPA fallback). Usage: tsx scripts/serve-static.ts dist-demo --base /demo/ --port 4173
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { SERVICE_WORKER_FILE } from '../mocks/engine/service-worker';

const args = process.argv.slice(2);
const root = resolve(args[0] ?? 'dist-demo');
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const base = option('base', '/');
const port = Number(option('port', '4173'));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/' && base !== '/') {
    response.writeHead(302, { location: base }).end();
    return;
  }
  if (!url.pathname.startsWith(base)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const relative = normalize(decodeURIComponent(url.pathname.slice(base.length))).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, relative);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  const headers: Record<string, string> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
  // The worker must be allowed to control the whole base path.
  if (file.endsWith(SERVICE_WORKER_FILE)) headers['service-worker-allowed'] = base;
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
}).listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${base}`));
