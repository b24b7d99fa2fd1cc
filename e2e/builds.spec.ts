import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
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
  'mocks/ (private key)': readFileSync('mocks/engine/dev-private-key.ts', 'utf8').match(/'([A-Za-z0-9+/]{40})/)![1]!,
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

test.describe('the three builds', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the production build contains not one byte of mock code', () => {
    execSync('npm run -s build', { env: { ...process.env, DIST_DIR: 'dist-prod-e2e', PUBLIC_API_BASE_URL: 'https://api.example.invalid' }, stdio: 'pipe' });
    const production = found('dist-prod-e2e');
    for (const [name, files] of Object.entries(production)) expect(files, `${name} in dist`).toEqual([]);
    expect(filesUnder('dist-prod-e2e').some((path) => path.endsWith('mockServiceWorker.js'))).toBe(false);
    // The API base URL comes from the environment at build time.
    expect(filesUnder('dist-prod-e2e').some((path) => readFileSync(path, 'latin1').includes('https://api.example.invalid'))).toBe(true);
  });

  test('the demo build (positive control) does contain every signature', () => {
    const demo = found('dist-e2e');
    for (const [name, files] of Object.entries(demo)) expect(files.length, `${name} in the demo`).toBeGreaterThan(0);
  });

  test('the demo is served under its base path with a SPA fallback', async ({ page }) => {
    await visit(page, 'promotions?deep=link');
    await expect(page.getByTestId('promotions-page')).toBeVisible();
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(html).toContain('/demo/static/js/');
  });
});
