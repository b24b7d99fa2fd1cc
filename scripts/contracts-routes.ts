/**
 * Lists every route of the contract: `METHOD PATH  flags` per line, or with
 * `--markdown` the README's table (with the dotted key and whether SPEC §7
 * gives the path or we inferred it), so that a backend team can diff it.
 */
import { contract } from '../contracts';
import { listRoutes } from '../contracts/shared/routes';

const routes = listRoutes(contract);
const flagsOf = (meta: (typeof routes)[number]['meta']) =>
  (['token', 'encrypted', 'form'] as const).filter((flag) => meta[flag]);

if (process.argv.includes('--markdown')) {
  const relay = routes.filter(({ route }) => route.path.startsWith('/wps/relay/')).length;
  const spec = routes.filter(({ meta }) => meta.source === 'spec').length;
  console.log(`${routes.length} routes: ${spec} with paths SPEC §7 gives, ${routes.length - spec} inferred; ${relay} under /wps/relay/.\n`);
  console.log('| Method | Path | Key | Flags | Source | Summary |');
  console.log('|---|---|---|---|---|---|');
  for (const { key, route, meta } of routes) {
    console.log(`| ${route.method} | \`${route.path}\` | ${key} | ${flagsOf(meta).join(', ')} | ${meta.source} | ${route.summary ?? ''} |`);
  }
} else {
  const width = Math.max(...routes.map(({ route }) => route.method.length + route.path.length + 1));
  for (const { route, meta } of routes) {
    console.log(`${`${route.method} ${route.path}`.padEnd(width)}  ${flagsOf(meta).join(' ')}`.trimEnd());
  }
}
