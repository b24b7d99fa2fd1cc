import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersRule } from './scripts/eslint/layers.js';

/**
 * Fast, syntax-level lint (no type-aware rules: `npm run typecheck` owns
 * types). Import boundaries follow the layering of DEVELOPERS.md:
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
    plugins: { 'react-hooks': reactHooks, local: { rules: { layers: layersRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/layers': 'error',
    },
  },
);
