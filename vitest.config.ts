import { defineConfig } from 'vitest/config';
import { importAliases } from './scripts/build/import-aliases';
import { PINNED_REFERENCE_DATE } from './mocks/engine/clock';

export default defineConfig({
  resolve: { alias: importAliases(import.meta.dirname) },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/setup.ts'],
    // The seeded world's history ends at a fixed date here (mocks/engine/clock.ts); the demo's follows the clock.
    env: { WORLD_REFERENCE_DATE: PINNED_REFERENCE_DATE },
    // The app renders game frames; happy-dom must not try to load their pages from a server that is not there.
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    // Two cores here: more workers only thrash.
    maxWorkers: 2,
    // A whole-app test (render, log in, navigate) has taken 20 s at load 15 and 70 s at load 35 on 2 cores.
    testTimeout: 120_000,
    // Seeding the simulated world in beforeAll took over 60 s at load 40 on 2 cores.
    hookTimeout: 180_000,
  },
});
