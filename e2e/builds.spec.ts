import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_RSA_PRIVATE_EXPONENT_HEX } from '../mocks/engine/dev-rsa-key';
import { SERVICE_WORKER_FILE } from '../mocks/engine/service-worker';
import { expect, test, visit } from './support/fixtures';

/**
 * The production build holds no mock code: no msw, no faker, no @msw/data,
 * no mocks/ (its private key), no worker file. The demo build, served to the
 * other tests, is the positive control: every signature is found there.
 */
const SIGNATURES = {
  msw: '[MSW]',
  'msw worker': 'mockServiceWorker',
  faker: 'Faker',
  '@msw/data': 'Failed to create a new record',
  // The development key's private exponent lives only in mocks/: a slice of it marks mock code in a bundle.
  'mocks/ (private key)': DEV_RSA_PRIVATE_EXPONENT_HEX.slice(0, 40),
  'mocks/ (assets)': 'mock-assets',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function found(dir: string): Record<string, string[]> {
  const files = filesUnder(dir).map((path) => ({ path, text: readFileSync(path, 'latin1') }));
  return Object.fromEntries(
    Object.entries(SIGNATURES).map(([name, signature]) => [name, files.filter((file) => file.text.includes(signature)).map((file) => file.path)]),
  );
}

/** The production build under test talks to the simulated backend over real HTTP, on ports beside this run's own. */
const RUN_PORT = Number(process.env.E2E_PORT ?? 4173);
const BACKEND_PORT = RUN_PORT + 200;
const SITE_PORT = RUN_PORT + 201;
const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
const SITE_URL = `http://localhost:${SITE_PORT}`;
const PROD_DIST = `dist-prod-e2e-${RUN_PORT}`;

function stopProcess(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function startProcess(args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping it stops tsx's node child too.
    const child = spawn('node_modules/.bin/tsx', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${output}`)));
  });
}

test.describe('the production build', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(() => {
    execSync('npm run -s build', { env: { ...process.env, DIST_DIR: PROD_DIST, PUBLIC_API_BASE_URL: BACKEND_URL }, stdio: 'pipe' });
  });

  test('contains not one byte of mock code', () => {
    const production = found(PROD_DIST);
    for (const [name, files] of Object.entries(production)) expect(files, `${name} in dist`).toEqual([]);
    expect(filesUnder(PROD_DIST).some((path) => ['mockServiceWorker.js', SERVICE_WORKER_FILE].some((file) => path.endsWith(file)))).toBe(false);
    expect(readFileSync(join(PROD_DIST, 'index.html'), 'utf8')).not.toContain('rel="preload" as="script"');
    // The API base URL comes from the environment at build time.
    expect(filesUnder(PROD_DIST).some((path) => readFileSync(path, 'latin1').includes(BACKEND_URL))).toBe(true);
  });

  test('works against a backend that speaks the platform wire over HTTP: gate, home with games, login, balance, favourite, launch, logout', async ({ page }) => {
    // Launch URLs point at the site itself, the one frame host the production CSP and URL check admit without configuration.
    const backend = await startProcess(['scripts/serve-backend.ts', '--port', String(BACKEND_PORT), '--launch-cdn', SITE_URL], /listening at/);
    const site = await startProcess(['scripts/serve-static.ts', PROD_DIST, '--base', '/', '--port', String(SITE_PORT)], /Serving /).catch(async (error: unknown) => {
      stopProcess(backend);
      throw error;
    });
    const calls: Array<{ method: string; path: string; headers: Record<string, string>; body: string | null }> = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(BACKEND_URL) || request.method() === 'OPTIONS') return;
      calls.push({ method: request.method(), path: new URL(request.url()).pathname, headers: request.headers(), body: request.postData() });
    });
    try {
      await page.addInitScript(() => {
        sessionStorage.setItem('USER_POPUP', 'closed');
        sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      });
      await page.goto(SITE_URL);
      // Past the start-up gate (the status call, WIRE.md Y1, crossed origins with CORS), home lists games from the HTTP backend.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 60_000 });
      await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 60_000 });
      expect(calls.map((call) => call.path)).toContain('/wps/system/status');
      // SPEC §3: the merchant code is kept in session storage from the start.
      expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('rjc');

      // Log in: the key fetch, the DES body with the RSA-encrypted key, then the raw token on every call.
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const form = page.getByRole('dialog', { name: 'Log in' }).getByRole('form', { name: 'Log in with username' });
      await form.getByRole('textbox', { name: 'Username', exact: true }).fill('player01');
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Player@123');
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('banner').getByText('Lucky Ace')).toBeVisible({ timeout: 60_000 });
      const login = calls.find((call) => call.path === '/wps/session/login')!;
      expect(calls.some((call) => call.path === '/wps/session/key/rsa')).toBe(true);
      expect(login.headers.encryption).toMatch(/^[0-9a-f]{256}$/);
      expect(Object.keys(JSON.parse(login.body ?? '{}') as object)).toEqual(['value']);
      expect(login.body).not.toContain('Player@123');
      // The balance, from the wallet call.
      await expect(page.getByTestId('member-balance')).toHaveText(/^\S+[\d,]+\.\d{2}$/, { timeout: 60_000 });
      expect(calls.some((call) => call.path === '/wps/v2/wallets/balance')).toBe(true);

      // Favourite a game on /rng, and launch one: the launch is a GET, and its URL opens in the game frame.
      await page.goto(`${SITE_URL}/rng`);
      const unfavourited = page.locator('[data-testid="game-tile"]:has(button[aria-pressed="false"][aria-label^="Favourite"])').first();
      await expect(unfavourited).toBeVisible({ timeout: 60_000 });
      const name = (await unfavourited.getByRole('heading').textContent()) ?? '';
      // Pinned by its name: once favourited, the locator above would move on to the next tile.
      const tile = page.getByTestId('game-tile').filter({ has: page.getByRole('heading', { name, exact: true }) }).first();
      await tile.hover();
      await tile.getByRole('button', { name: /^Favourite / }).click();
      await expect(tile.getByRole('button', { name: /^Favourite / })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => calls.filter((call) => call.method === 'POST' && call.path.includes('addFavorite')).length).toBe(1);
      const launch = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/game/launchGame' && response.request().method() === 'GET');
      await tile.hover();
      await tile.getByRole('button', { name: `Play ${name}` }).click();
      expect((await launch).status()).toBe(200);
      await expect(page.getByRole('region', { name })).toBeVisible();
      await expect(page.getByTestId('game-frame')).toHaveAttribute('src', new RegExp(`^${SITE_URL}/demo-games/`));
      await page.getByRole('region', { name }).getByRole('button', { name: 'Back' }).click();
      await page.getByRole('dialog', { name: 'Leave the game?' }).getByRole('button', { name: 'Leave the game' }).click();

      // Log out: DELETE with no body; the session is gone.
      await page.getByRole('banner').getByRole('button', { name: /account menu$/ }).click();
      await page.getByTestId('member-menu').getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 60_000 });
      const logout = calls.find((call) => call.path === '/wps/session/logout')!;
      expect(logout.method).toBe('DELETE');
      expect(logout.body ?? '').toBe('');

      // WIRE.md §1.1 and §1.2 on every call that crossed: one Merchant, Device, Language, X-Gateway-Version, a raw token when held.
      for (const call of calls.filter((item) => item.path !== '/wps/session/key/rsa')) {
        expect(call.headers.merchant, call.path).toBe('rjc');
        expect(call.headers.device, call.path).toBe('web');
        expect(call.headers['x-gateway-version'], call.path).toBe('3');
        expect(['EN', 'TY'], call.path).toContain(call.headers.language);
        expect(call.headers.authorization ?? '', call.path).not.toMatch(/^Bearer /);
        expect(call.headers.token, call.path).toBeUndefined();
      }
      expect(calls.filter((call) => call.headers.authorization).length).toBeGreaterThan(3);
    } finally {
      stopProcess(site);
      stopProcess(backend);
    }
  });
});

test.describe('the demo build', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo build (positive control) does contain every signature', () => {
    const demo = found('dist-e2e');
    for (const [name, files] of Object.entries(demo)) expect(files.length, `${name} in the demo`).toBeGreaterThan(0);
  });

  test('the demo page preloads the simulated backend’s code', () => {
    const html = readFileSync(join('dist-e2e', 'index.html'), 'utf8');
    const files = [...html.matchAll(/<link rel="preload" as="script" href="\/demo\/([^"]+)"/g)].map((match) => join('dist-e2e', match[1]!));
    const demo = files.map((path) => readFileSync(path, 'latin1')).join('\n');
    // scripts/build/preload-simulated-backend.ts: msw, @msw/data and faker download with the entry.
    for (const name of ['msw', '@msw/data', 'faker'] as const) expect(demo, `${name} preloaded`).toContain(SIGNATURES[name]);
  });

  test('the demo is served under its base path with a SPA fallback', async ({ page }) => {
    await visit(page, 'promotions?deep=link');
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(html).toContain('/demo/static/js/');
  });
});
