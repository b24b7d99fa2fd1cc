/**
 * @ts-rest/core builds one Zod schema at module level (ZodErrorSchema, for
 * servers that answer validation errors), so merely importing the client
 * pulls all of zod into the initial bundle, although the browser client never
 * runs it. The production build (which also drops the contracts' schemas,
 * see contract-manifest.ts) removes that one definition and the zod import
 * from ts-rest's ESM file. Dev, demo and tests keep the package untouched.
 *
 * The patch is checked, not hoped for: if a ts-rest upgrade changes the text,
 * the build fails and names this file.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

const TS_REST_ESM = /[\\/]node_modules[\\/]@ts-rest[\\/]core[\\/]index\.esm\.mjs$/;
const ZOD_IMPORT = "import { z } from 'zod';\n";
const SCHEMA_START = 'const ZodErrorSchema = z.object({';
const SCHEMA_END = '\n});\n';

export function withoutZodErrorSchema(code: string): string {
  const start = code.indexOf(SCHEMA_START);
  const end = start < 0 ? -1 : code.indexOf(SCHEMA_END, start);
  if (!code.startsWith(ZOD_IMPORT) || start < 0 || end < 0) {
    throw new Error('scripts/build/ts-rest-without-zod.ts: @ts-rest/core changed; update the patch for ZodErrorSchema');
  }
  const patched = `${code.slice(ZOD_IMPORT.length, start)}const ZodErrorSchema = undefined;\n${code.slice(end + SCHEMA_END.length)}`;
  if (/\bz\.[A-Za-z]/.test(patched)) throw new Error('scripts/build/ts-rest-without-zod.ts: @ts-rest/core uses zod beyond ZodErrorSchema');
  return patched;
}

export function pluginTsRestWithoutZod(): RsbuildPlugin {
  return {
    name: 'casino:ts-rest-without-zod',
    setup(api) {
      api.transform({ test: TS_REST_ESM }, ({ code }) => withoutZodErrorSchema(code));
    },
  };
}
