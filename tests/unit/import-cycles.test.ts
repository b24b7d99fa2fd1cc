import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, featureGraph, importGraph, ROOT } from '../support/import-graph';

/*
 * Issue 34: no circles. A circle between files makes their load order matter (a value read before its
 * module ran is undefined); a circle between features means neither can change without the other.
 */
const graph = importGraph(['src', 'contracts', 'mocks']);
const named = (parts: string[][]) => parts.map((part) => part.map((file) => path.relative(ROOT, file)).sort());

describe('the import graph', () => {
  it('reads the imports it should (a sanity check on the reader)', () => {
    const main = graph.get(path.join(ROOT, 'src/app/main.tsx'))!;
    expect([...main].map((file) => path.relative(ROOT, file))).toContain('src/app/App.tsx');
    // import() counts: the boot's lazy simulated backend.
    expect([...main].map((file) => path.relative(ROOT, file))).toContain('mocks/browser.ts');
  });

  it('has no circle between files', () => {
    expect(named(circles(graph))).toEqual([]);
  });

  it('has no circle between features', () => {
    expect(circles(featureGraph(graph)).map((part) => part.sort())).toEqual([]);
  });
});
