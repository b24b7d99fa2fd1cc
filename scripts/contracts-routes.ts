/**
 * Lists every route of the contract: `METHOD PATH  flags` per line, or with
 * `--markdown` the README's table; `--write-readme` refreshes that table in
 * README.md (a test fails when it is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { README_TABLE_END, README_TABLE_START, routeLines, routesMarkdown } from './routes-table';

if (process.argv.includes('--write-readme')) {
  const readme = readFileSync('README.md', 'utf8');
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < 0) throw new Error('README.md has no routes table markers');
  writeFileSync('README.md', `${readme.slice(0, start + README_TABLE_START.length)}\n${routesMarkdown()}\n${readme.slice(end)}`);
  console.log('README.md routes table refreshed');
} else if (process.argv.includes('--markdown')) {
  console.log(routesMarkdown());
} else {
  console.log(routeLines().join('\n'));
}
