/**
 * Every URL the app opens goes through `safeUrl` (src/lib/safeUrl.ts; docs/security.md): a link's
 * `href`, a frame's `src`, `window.open(...)`, and a window's `location.href = ...`. The rule reads
 * the expression syntactically and accepts it only when it cannot carry server data unchecked:
 * - a string literal, `undefined` or `null`, or a template literal that is an app path (`/…`, `#…`, `?…`);
 * - a call to `safeUrl(...)`, or to a helper that keeps a checked URL checked (`withUsername(url, …)`,
 *   option `preserving`) when its first argument is itself accepted;
 * - `a ?? b`, `a || b`, `c ? a : b` when every branch is accepted, `c && a` when `a` is;
 * - a `const` whose initialiser is accepted (followed through the scopes).
 * Anything else — a prop, a field of an answer, a parameter — is reported: check it where it is used.
 */
const SAFE_CALLS = new Set(['safeUrl']);
const APP_PATH = /^(\/(?!\/)|#|\?)/;

function variableOf(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const found = current.set.get(name);
    if (found) return found;
  }
  return null;
}

export const safeUrlRule = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { preserving: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: { unchecked: '{{sink}} takes a URL that did not go through safeUrl: check it with safeUrl(...) (src/lib/safeUrl.ts).' },
  },
  create(context) {
    const preserving = new Set(context.options[0]?.preserving ?? []);
    const sourceCode = context.sourceCode;

    function accepted(node, scope, seen = new Set()) {
      if (!node) return true;
      switch (node.type) {
        case 'Literal':
          return node.value === null || typeof node.value === 'string';
        case 'TemplateLiteral':
          return node.expressions.length === 0 || APP_PATH.test(node.quasis[0]?.value.cooked ?? '');
        case 'Identifier': {
          if (node.name === 'undefined') return true;
          const variable = variableOf(scope, node.name);
          if (!variable || seen.has(variable) || variable.defs.length !== 1) return false;
          const [def] = variable.defs;
          if (def.type !== 'Variable' || def.parent?.kind !== 'const' || def.node.id.type !== 'Identifier' || !def.node.init) return false;
          seen.add(variable);
          return accepted(def.node.init, scope, seen);
        }
        case 'CallExpression':
          if (node.callee.type !== 'Identifier') return false;
          if (SAFE_CALLS.has(node.callee.name)) return true;
          return preserving.has(node.callee.name) && node.arguments.length > 0 && accepted(node.arguments[0], scope, seen);
        case 'LogicalExpression':
          if (node.operator === '&&') return accepted(node.right, scope, seen);
          return accepted(node.left, scope, seen) && accepted(node.right, scope, seen);
        case 'ConditionalExpression':
          return accepted(node.consequent, scope, seen) && accepted(node.alternate, scope, seen);
        case 'TSNonNullExpression':
        case 'TSAsExpression':
        case 'TSSatisfiesExpression':
        case 'ChainExpression':
          return accepted(node.expression, scope, seen);
        default:
          return false;
      }
    }

    function check(node, sink) {
      if (!accepted(node, sourceCode.getScope(node))) context.report({ node, messageId: 'unchecked', data: { sink } });
    }

    const isWindow = (node) => node.type === 'Identifier' && (node.name === 'window' || node.name === 'globalThis');

    return {
      JSXAttribute(node) {
        const element = node.parent.name;
        if (element.type !== 'JSXIdentifier' || !/^[a-z]/.test(element.name)) return;
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        const sink = (name === 'href' && (element.name === 'a' || element.name === 'area')) || (name === 'src' && element.name === 'iframe');
        if (!sink || !node.value) return;
        if (node.value.type === 'Literal') return;
        if (node.value.type === 'JSXExpressionContainer') check(node.value.expression, `<${element.name} ${name}>`);
      },
      CallExpression(node) {
        const { callee } = node;
        const open =
          // A bare `open(...)` is the window's only when nothing in scope declares another `open`.
          (callee.type === 'Identifier' && callee.name === 'open' && !(variableOf(sourceCode.getScope(node), 'open')?.defs.length)) ||
          (callee.type === 'MemberExpression' && isWindow(callee.object) && callee.property.type === 'Identifier' && callee.property.name === 'open');
        if (open && node.arguments.length > 0) check(node.arguments[0], 'window.open');
      },
      AssignmentExpression(node) {
        const target = node.left;
        // `<window>.location.href = …` and `<window>.location = …`.
        const isLocation = (member) => member.type === 'MemberExpression' && member.property.type === 'Identifier' && member.property.name === 'location';
        const sink = (target.type === 'MemberExpression' && target.property.type === 'Identifier' && target.property.name === 'href' && isLocation(target.object)) || isLocation(target);
        if (sink) check(node.right, 'location');
      },
    };
  },
};
