import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginContractManifest } from './scripts/build/contract-manifest';
import { pluginPreloadSimulatedBackend } from './scripts/build/preload-simulated-backend';
import { pluginSimulatedBackendServiceWorker } from './scripts/build/simulated-backend-sw';
import { pluginTsRestWithoutZod } from './scripts/build/ts-rest-without-zod';
import { importAliases } from './scripts/build/import-aliases';
import { contentSecurityPolicy } from './csp.config';

/**
 * Three builds from one config, chosen by APP_TARGET:
 * - `dev` (npm start): dev server, simulated backend in a service worker;
 * - `demo` (npm run build:demo): static site with the simulated backend,
 *   served under BASE_PATH (e.g. /demo/) from any static host;
 * - `production` (npm run build): the real backend at PUBLIC_API_BASE_URL,
 *   and not one byte of mock code (msw, faker, @msw/data, mocks/), nor the
 *   contract's Zod schemas: it never validates responses, so its client gets
 *   the route manifest generated from contracts/ (scripts/build/contract-manifest.ts).
 */
const target = process.env.APP_TARGET ?? 'production';
const withMocks = target !== 'production';
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

export default defineConfig({
  resolve: { alias: importAliases(import.meta.dirname) },
  plugins: [
    pluginReact(),
    ...(withMocks
      ? [pluginSimulatedBackendServiceWorker(import.meta.dirname), pluginPreloadSimulatedBackend()]
      : [pluginContractManifest(import.meta.dirname), pluginTsRestWithoutZod()]),
  ],
  source: {
    entry: {
      index: './src/app/main.tsx',
      // The built-in demo games the simulated launch URL opens: light pages
      // of their own, built only with the simulated backend (never production).
      ...(withMocks
        ? {
            'demo-games/slot': './src/demo-games/slot.tsx',
            'demo-games/table': './src/demo-games/table.tsx',
            'demo-games/lottery': './src/demo-games/lottery.tsx',
            'demo-games/chat': './src/demo-games/chat.tsx',
          }
        : {}),
    },
    define: {
      'import.meta.env.PUBLIC_MOCKS': JSON.stringify(withMocks),
      'import.meta.env.PUBLIC_BASE_PATH': JSON.stringify(basePath),
    },
  },
  html: {
    title: ({ entryName }) => (entryName === 'index' ? 'Royal Jackpot Casino' : 'Royal Jackpot Casino — demo game'),
    template: './src/app/index.html',
    // Built sites ship their CSP (csp.config.ts); the dev server's hot reload needs eval and websockets, so it does not.
    tags:
      process.env.NODE_ENV === 'production'
        ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(process.env, withMocks) }, head: true, append: false }]
        : [],
  },
  output: {
    assetPrefix: basePath,
    // DIST_DIR lets tests and the bench build side by side without cleaning each other's output.
    distPath: { root: process.env.DIST_DIR ?? (target === 'demo' ? 'dist-demo' : 'dist') },
    ...(process.env.SOURCE_MAPS ? { sourceMap: { js: 'source-map' as const } } : {}),
    // Files are named by chunk id and a 6-character base-36 hash (31 bits, as many as 8 hex characters): the
    // runtime that maps ids to lazy files then carries no chunk names and short hashes, bytes every visitor
    // downloads first (the bench names chunks by stats). The digest is set below (tools.rspack).
    filename: { js: '[id].[contenthash:6].js', css: '[id].[contenthash:6].css' },
    // The mock service worker ships only with builds that use it (the plugin above emits simulated-backend-sw.js, which imports it).
    copy: withMocks ? [{ from: 'public/mockServiceWorker.js', to: 'mockServiceWorker.js' }] : [],
  },
  server: {
    base: basePath,
    publicDir: false,
    historyApiFallback: true,
    port: Number(process.env.PORT ?? 3000),
  },
  dev: {
    assetPrefix: basePath,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  tools: {
    rspack: { output: { hashDigest: 'base36' } },
  },
});
