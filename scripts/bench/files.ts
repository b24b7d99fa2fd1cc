import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The built JS and CSS files under a dist's static/ folder, relative to the dist root, sorted. */
export function listStatic(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|css)$/.test(name)) out.push(relative(dir, path));
    }
  };
  walk(join(dir, 'static'));
  return out.sort();
}
