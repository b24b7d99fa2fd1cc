/**
 * The floor app's rsbuild config, passed to the JS API (no config file, so
 * nothing of the project's config leaks in except the chunk-split strategy,
 * copied so that both builds split vendors the same way).
 */
import { loadConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export async function floorConfig(root: string): Promise<RsbuildConfig> {
  const app = (await loadConfig({ cwd: root, command: 'build' })).content as RsbuildConfig;
  return {
    plugins: [pluginReact()],
    source: { entry: { index: './scripts/bench/floor/main.tsx' } },
    html: { title: 'Floor' },
    output: { distPath: { root: 'dist-floor' }, assetPrefix: '/' },
    performance: { chunkSplit: app.performance?.chunkSplit ?? { strategy: 'split-by-experience' } },
  };
}
