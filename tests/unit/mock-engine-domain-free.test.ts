import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallerMember, CallerSession } from '../../mocks/engine/implement';
import type { MemberRecord, SessionRecord } from '../../mocks/member/collections';

/**
 * Issue 34 point 5: the simulated backend's engine (mocks/engine/, the request pipeline and its tools)
 * knows no domain. What it needs of them (who a token belongs to, module gates, chaos groups) is
 * handed to it by mocks/handlers.ts (configureEngine), so no engine file imports a domain folder
 * (mocks/member, mocks/session, …) or the world built from them.
 */
const MOCKS = resolve(__dirname, '../../mocks');
const ENGINE = join(MOCKS, 'engine');

function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourcesIn(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every module specifier of a file: `import … from`, `export … from`, bare `import '…'` and `import('…')`. */
function specifiersOf(source: string): string[] {
  const patterns = [/\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]!));
}

/** Imports of an engine file that reach into mocks/ outside the engine. */
function domainImportsOf(file: string): string[] {
  return specifiersOf(readFileSync(file, 'utf8'))
    .filter((specifier) => specifier.startsWith('.') || specifier === '@mocks' || specifier.startsWith('@mocks/'))
    .filter((specifier) => {
      // The alias (tsconfig.json) names the same folders as a relative path would.
      const target = specifier.startsWith('@mocks') ? join(MOCKS, specifier.slice('@mocks'.length)) : resolve(dirname(file), specifier);
      const within = (dir: string) => !relative(dir, target).startsWith('..');
      return within(MOCKS) && !within(ENGINE);
    })
    .map((specifier) => `${relative(MOCKS, file)} imports ${specifier}`);
}

describe('the simulated backend engine knows no domain', () => {
  it('reads every form of import', () => {
    const source = [
      "import { a } from '../member/collections';",
      "import type {\n  B,\n} from '../session/sessions';",
      "export { c } from '../wallet/ledger';",
      "import '../chaos-groups';",
      "const d = await import('../world');",
    ].join('\n');
    expect(specifiersOf(source)).toEqual(['../member/collections', '../session/sessions', '../wallet/ledger', '../chaos-groups', '../world']);
  });

  it('no mocks/engine file imports from a domain folder or the world', () => {
    const files = sourcesIn(ENGINE);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap(domainImportsOf)).toEqual([]);
  });

  it('the caller records the engine hands to routes are the member domain’s, registered by mocks/handlers.ts', () => {
    expectTypeOf<CallerMember>().toEqualTypeOf<MemberRecord>();
    expectTypeOf<CallerSession>().toEqualTypeOf<SessionRecord>();
  });
});

describe('the simulated backend is assembled by calls, not side effects', () => {
  it('no mocks file has a side-effect-only import (package.json declares modules side-effect free, so builds drop them)', () => {
    const bare = sourcesIn(MOCKS).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)].map((match) => `${relative(MOCKS, file)} imports ${match[1]}`),
    );
    expect(bare).toEqual([]);
  });
});
