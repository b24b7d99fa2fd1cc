import path from 'node:path';

/**
 * The layering of docs/architecture.md, checked on resolved paths:
 * - src/lib and src/components import neither features nor app;
 * - a feature imports no app code, and another feature only through its index.ts;
 * - nothing in src/ imports mocks/ (the dev/demo boot loads mocks/browser lazily, the devtools load mocks/).
 */
const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');

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
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(path.dirname(file), spec);
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
        if (from.layer === 'feature' && to.layer === 'feature' && to.name !== from.name) {
          const entry = path.join(src, 'features', to.name);
          if (target !== entry && target !== path.join(entry, 'index')) {
            report(`Import feature "${to.name}" only through its index.ts.`);
          }
        }
      },
    };
  },
};
