/**
 * The demo's page asks for the simulated backend's code (msw, faker, the
 * contracts' schemas: over 1 MB) only when the entry has run, 0.8 s into a
 * cold load, and its first request then waited on that download while the
 * main thread sat idle. The HTML of builds with the simulated backend now
 * names those files as `<link rel="preload">`, so they download beside the
 * entry. The chunk group is main.tsx's import of mocks/browser, named by its
 * `webpackChunkName` comment (a comment cannot read a constant, so the name is
 * written twice); a build without it fails here rather than shipping a page
 * that preloads nothing.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

const SIMULATED_BACKEND_CHUNK = 'simulated-backend';

export function pluginPreloadSimulatedBackend(): RsbuildPlugin {
  return {
    name: 'casino:preload-simulated-backend',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix, filename }) => {
        if (filename !== 'index.html') return tags;
        const group = compilation.namedChunkGroups.get(SIMULATED_BACKEND_CHUNK);
        if (!group) throw new Error(`scripts/build/preload-simulated-backend.ts: no chunk group named ${SIMULATED_BACKEND_CHUNK} (main.tsx's import of mocks/browser)`);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        const preloads = files.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'script', href: `${assetPrefix}${file}` } }));
        return { ...tags, headTags: [...tags.headTags, ...preloads] };
      });
    },
  };
}
