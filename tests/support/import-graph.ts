import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's runtime import graph, read from the source text: every `import … from`, `export … from`,
 * bare `import '…'` and `import('…')` of a project file (type-only imports and exports are left out: they
 * leave no trace at run time). Specifiers resolve relative paths and the import aliases of tsconfig.json.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');
const ALIASES: Record<string, string> = { '@': 'src', '@contracts': 'contracts', '@mocks': 'mocks', '@locales': 'locales' };
const SPECIFIERS = /(?:^|[;\s}])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

export function resolveSpecifier(from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((name) => specifier === name || specifier.startsWith(`${name}/`));
  if (!specifier.startsWith('.') && !alias) return null;
  const base = alias ? path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length + 1)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file of the folders, with the project files it imports at run time. */
export function importGraph(folders: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of folders.flatMap((folder) => sourceFiles(path.join(ROOT, folder)))) {
    const imports = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      if (match[1]) continue;
      const target = resolveSpecifier(file, (match[2] ?? match[3])!);
      if (target) imports.add(target);
    }
    graph.set(file, imports);
  }
  return graph;
}

/** The strongly connected parts of more than one node (Tarjan): each is an import circle. */
export function circles<T>(graph: Map<T, Set<T>>): T[][] {
  let counter = 0;
  const order = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    order.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const part: T[] = [];
    let member: T;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1) found.push(part);
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/** The graph between src/features/<name> folders: which feature imports which. */
export function featureGraph(graph: Map<string, Set<string>>): Map<string, Set<string>> {
  const featureOf = (file: string) => {
    const relative = path.relative(path.join(ROOT, 'src/features'), file);
    return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
  };
  const features = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = featureOf(file);
    if (!from) continue;
    if (!features.has(from)) features.set(from, new Set());
    for (const target of imports) {
      const to = featureOf(target);
      if (to && to !== from) features.get(from)!.add(to);
    }
  }
  return features;
}
