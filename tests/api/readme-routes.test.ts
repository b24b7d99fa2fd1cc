import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES_DOC, ROUTES_TABLE_END, ROUTES_TABLE_START, routesMarkdown } from '../../scripts/routes-table';

describe('the routes table of docs/api-routes.md', () => {
  it('is the one the contract generates (run `npm run contracts:routes -- --write-docs`)', () => {
    const doc = readFileSync(ROUTES_DOC, 'utf8');
    const start = doc.indexOf(ROUTES_TABLE_START);
    const end = doc.indexOf(ROUTES_TABLE_END);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    expect(doc.slice(start + ROUTES_TABLE_START.length, end).trim()).toBe(routesMarkdown());
  });
});
