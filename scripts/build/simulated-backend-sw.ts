/**
 * Emits the demo's service worker, `simulated-backend-sw.js`: the bypass of
 * mocks/engine/service-worker.ts (the build's files straight to the network),
 * then MSW's own worker script.
 * Only builds with the simulated backend get it (dev and demo).
 *
 * A service worker is one classic script, so the modules it needs are
 * transpiled here and linked by a small `require`; an import of anything else
 * fails the build and names this file, rather than failing in the browser.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import ts from 'typescript';

export const SERVICE_WORKER_FILE = 'simulated-backend-sw.js';
/** The entry module first; every module it imports, directly or not, after it. */
const MODULES = ['mocks/engine/service-worker.ts'];

function resolveImport(from: string, specifier: string): string {
  return `${posix.join(posix.dirname(from), specifier)}.ts`;
}

function transpiled(root: string, file: string, text?: string): string {
  const { outputText } = ts.transpileModule(text ?? readFileSync(join(root, file), 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, removeComments: true, verbatimModuleSyntax: false },
  });
  for (const [, specifier = ''] of outputText.matchAll(/require\("([^"]+)"\)/g)) {
    if (!specifier.startsWith('.') || !MODULES.includes(resolveImport(file, specifier))) {
      throw new Error(`scripts/build/simulated-backend-sw.ts: ${file} imports ${specifier}, which is not in the worker's MODULES`);
    }
  }
  return outputText;
}

/** The worker script; `texts` replaces modules' source (tests check the import guard with it). */
export function serviceWorkerSource(root: string, texts: Record<string, string> = {}): string {
  const definitions = MODULES.map(
    (file) => `${JSON.stringify(file)}: function (module, exports, require) {\n${transpiled(root, file, texts[file])}\n}`,
  ).join(',\n');
  return `// Built by scripts/build/simulated-backend-sw.ts from ${MODULES.join(', ')}.
(function () {
  var definitions = {
${definitions}
  };
  var loaded = {};
  function load(file) {
    if (loaded[file]) return loaded[file].exports;
    var module = (loaded[file] = { exports: {} });
    definitions[file](module, module.exports, function (specifier) {
      var parts = file.split('/').slice(0, -1);
      specifier.split('/').forEach(function (part) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      });
      return load(parts.join('/') + '.ts');
    });
    return module.exports;
  }
  load(${JSON.stringify(MODULES[0])}).installFastPaths(self);
})();
importScripts('./mockServiceWorker.js');
`;
}

export function pluginSimulatedBackendServiceWorker(root: string): RsbuildPlugin {
  return {
    name: 'casino:simulated-backend-sw',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        for (const file of MODULES) compilation.fileDependencies.add(join(root, file));
        compilation.emitAsset(SERVICE_WORKER_FILE, new sources.RawSource(serviceWorkerSource(root)));
      });
    },
  };
}
