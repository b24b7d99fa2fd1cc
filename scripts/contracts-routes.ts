/**
 * Lists every route of the contract: `METHOD PATH  flags` per line, or with
 * `--markdown` the routes table of docs/api-routes.md; `--write-docs`
 * refreshes that table between its markers (tests/api/readme-routes.test.ts
 * fails when it is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTES_DOC, routeLines, routesMarkdown, withRoutesTable } from './routes-table';

if (process.argv.includes('--write-docs')) {
  writeFileSync(ROUTES_DOC, withRoutesTable(readFileSync(ROUTES_DOC, 'utf8')));
  console.log(`${ROUTES_DOC} routes table refreshed`);
} else if (process.argv.includes('--write-readme')) {
  // The table left the README: say where it went rather than list routes to a caller that wanted a file written.
  console.error(`The routes table lives in ${ROUTES_DOC} now: run with --write-docs`);
  process.exitCode = 1;
} else if (process.argv.includes('--markdown')) {
  console.log(routesMarkdown());
} else {
  console.log(routeLines().join('\n'));
}
