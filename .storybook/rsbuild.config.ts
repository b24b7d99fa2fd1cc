import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { resolve } from 'node:path';
import { importAliases } from '../scripts/build/import-aliases';

/**
 * The Rsbuild config of the Storybook preview: React, and the build-time
 * values the app reads. Stories always run on the simulated backend, on the
 * page's own origin.
 */
export default defineConfig({
  plugins: [pluginReact()],
  resolve: { alias: importAliases(resolve(import.meta.dirname, '..')) },
  source: {
    define: {
      'import.meta.env.PUBLIC_MOCKS': JSON.stringify(true),
      'import.meta.env.PUBLIC_BASE_PATH': JSON.stringify('/'),
    },
  },
});
