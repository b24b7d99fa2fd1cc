import { resolve } from 'node:path';

/**
 * The import aliases, for every tool that resolves modules (rsbuild, Storybook's rsbuild, vitest); tsconfig.json
 * names the same for the type-checker, tsx and Playwright. They replace paths that climb out of a folder tree:
 * `@/lib/api`, not `../../../lib/api`.
 */
export function importAliases(root: string): Record<string, string> {
  return {
    '@': resolve(root, 'src'),
    '@contracts': resolve(root, 'contracts'),
    '@mocks': resolve(root, 'mocks'),
    '@locales': resolve(root, 'locales'),
  };
}
