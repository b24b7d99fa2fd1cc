import path from 'node:path';

/**
 * The layering of docs/architecture.md, checked on resolved paths, for every way one module reaches
 * another: `import … from`, `export … from` and `import()`:
 * - src/lib and src/components import neither features nor app;
 * - a feature imports no app code, and another feature only through its index.ts;
 * - the app (and the devtools) reach a feature only through its index.ts too;
 * - nothing in src/ imports mocks/ (the dev/demo boot loads mocks/browser lazily, the devtools load mocks/).
 */
const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
/** The import aliases of tsconfig.json and scripts/build/import-aliases.ts. */
const ALIASES = { '@': src, '@contracts': path.join(root, 'contracts'), '@mocks': path.join(root, 'mocks'), '@locales': path.join(root, 'locales') };

function resolveSpecifier(file, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  const alias = Object.keys(ALIASES).find((name) => spec === name || spec.startsWith(`${name}/`));
  return alias ? path.join(ALIASES[alias], spec.slice(alias.length + 1)) : null;
}

function layerOf(file) {
  const relative = path.relative(src, file);
  if (relative.startsWith('..')) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features') return { layer: 'feature', name };
  return { layer: top };
}

export const layersRule = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(file, spec);
      if (!target) return;
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      if (target.startsWith(path.join(root, 'mocks'))) {
        const allowed = (from.layer === 'app' && spec.endsWith('mocks/browser')) || from.layer === 'devtools';
        if (!allowed) report('The app must not import mock code.');
        return;
      }
      const to = layerOf(target);
      if (!to) return;
      if ((from.layer === 'lib' || from.layer === 'components') && (to.layer === 'feature' || to.layer === 'app')) {
        report('lib and components sit below features and app.');
      }
      if (from.layer === 'feature' && to.layer === 'app') report('Features sit below app.');
      const outside = from.layer !== 'feature' || to.name !== from.name;
      if (to.layer === 'feature' && outside) {
        const entry = path.join(src, 'features', to.name);
        if (target !== entry && target !== path.join(entry, 'index')) {
          report(`Import feature "${to.name}" only through its index.ts.`);
        }
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
