import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersRule } from './scripts/eslint/layers.js';
import { safeUrlRule } from './scripts/eslint/safe-url.js';

/**
 * Fast, syntax-level lint (no type-aware rules: `npm run typecheck` owns
 * types). Import boundaries follow the layering of docs/architecture.md:
 * lib/components → features → app; no feature reaches into another, and the
 * app never imports mocks/ statically (only the dev/demo boot does, lazily).
 */
export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-*', 'storybook-static', 'public', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, local: { rules: { layers: layersRule, 'safe-url': safeUrlRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/layers': 'error',
      // Server URLs open only through safeUrl (docs/security.md): links, frames, window.open, location.
      'local/safe-url': ['error', { preserving: ['withUsername'] }],
    },
  },
  {
    // The app reads its texts through src/lib/useTranslation.ts (i18next's own events): react-i18next stays
    // out of every visitor's download; only the demo games' separate entry uses it with its own instance.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/demo-games/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react-i18next', message: 'Use useTranslation from src/lib/useTranslation.ts.' }] }],
    },
  },
);
