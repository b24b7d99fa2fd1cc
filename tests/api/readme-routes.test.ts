import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README_TABLE_END, README_TABLE_START, routesMarkdown } from '../../scripts/routes-table';

describe('the README routes table', () => {
  it('is the one the contract generates (run `npm run contracts:routes -- --write-readme`)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const start = readme.indexOf(README_TABLE_START);
    const end = readme.indexOf(README_TABLE_END);
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start + README_TABLE_START.length, end).trim()).toBe(routesMarkdown());
  });
});
