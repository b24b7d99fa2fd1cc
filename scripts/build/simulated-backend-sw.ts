/**
 * Emits the demo's service worker, SERVICE_WORKER_FILE: the bypass of
 * mocks/engine/service-worker.ts (the build's files straight to the network),
 * then MSW's own worker script. Only builds with the simulated backend get it
 * (dev and demo).
 *
 * A service worker is one classic script, so the module is transpiled here on
 * its own; an import in it fails the build and names this file, rather than
 * failing in the browser.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import ts from 'typescript';
import { SERVICE_WORKER_FILE } from '../../mocks/engine/service-worker';

const SOURCE = 'mocks/engine/service-worker.ts';

/** The worker script; `text` replaces the module's source (tests check the import guard with it). */
export function serviceWorkerSource(root: string, text = readFileSync(join(root, SOURCE), 'utf8')): string {
  const { outputText } = ts.transpileModule(text, {
    fileName: SOURCE,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, removeComments: true, verbatimModuleSyntax: false },
  });
  const imported = /require\("([^"]+)"\)/.exec(outputText);
  if (imported) throw new Error(`scripts/build/simulated-backend-sw.ts: ${SOURCE} imports ${imported[1]}; the worker is one script, so it may import nothing`);
  return `// Built by scripts/build/simulated-backend-sw.ts from ${SOURCE}.
(function (exports) {
${outputText}
  exports.installBypass(self);
})({});
importScripts('./mockServiceWorker.js');
`;
}

export function pluginSimulatedBackendServiceWorker(root: string): RsbuildPlugin {
  return {
    name: 'casino:simulated-backend-sw',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.fileDependencies.add(join(root, SOURCE));
        compilation.emitAsset(SERVICE_WORKER_FILE, new sources.RawSource(serviceWorkerSource(root)));
      });
    },
  };
}
