import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the static demo build, served under /demo/
 * like a stakeholder's static host would. Debian's Chromium is used where
 * present (Playwright cannot download its own browser on these machines).
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
/** E2E_PORT and E2E_DIST let several spec files run side by side on one machine. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const BASE = '/demo/';

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_DIST ? `test-results/${DIST}` : 'test-results',
  fullyParallel: true,
  workers: 2,
  // CI retries a failure once, for its trace; a test that passes only on the retry still fails the run.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // One axe pass over a whole page has taken over a minute on a loaded 2-core machine.
  timeout: 180_000,
  // CI shares two cores with other work: a first paint behind the worker start-up has taken over 10 s there.
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${PORT}${BASE}`,
    // A trace records every action's screenshots and DOM: a sixth of the suite's CPU when kept for every test. CI
    // retries a failure once, and that retry is traced; a local run keeps the trace of whatever fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    // Axe over moving content (marquee, carousels) is slow and reads colours mid-animation; the app honours
    // reduced motion, so every test runs with it, and the motion test of e2e/notices.spec.ts turns it back on.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `BASE_PATH=${BASE} DIST_DIR=${DIST} npm run -s build:demo && npx tsx scripts/serve-static.ts ${DIST} --base ${BASE} --port ${PORT}`,
    url: `http://localhost:${PORT}${BASE}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
