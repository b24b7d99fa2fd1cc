/** Headless Chromium and static servers for the in-browser sections. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';

/** Ports the bench may use (others on this machine hold 4173, 4300, 6007). */
const PORTS = Array.from({ length: 11 }, (_, i) => 4410 + i);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  // Debian's Chromium where present, as in playwright.config.ts.
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
  return chromium.launch({ headless: true, args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (const port of PORTS) if (await isFree(port)) return port;
  throw new Error(`no free port in ${PORTS[0]}–${PORTS.at(-1)}`);
}

export interface StaticServer {
  /** Where the app lives, e.g. http://localhost:4410/demo/. */
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Runs scripts/serve-static.ts (the same host the e2e tests use) in a child
 * Node process, and resolves once it listens.
 */
export async function serveStatic(root: string, dir: string, base: string): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/serve-static.ts'), dir, '--base', base, '--port', String(port)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`static server did not start: ${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`static server exited (${code}): ${output}`));
    });
  });
  return {
    url: `http://localhost:${port}${base}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
