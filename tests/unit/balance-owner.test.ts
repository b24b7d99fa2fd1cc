import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 34 point 2: the balance cache (W1, the contract route `wallet.getBalance`) has one owner, the
 * member feature: api.ts defines its query, money.ts its writes (invalidateBalance, setMainBalance,
 * BALANCE_MOVED, MONEY_ROUTES). Before, eight more modules wrote or invalidated it by its key
 * (cashier, rewards, promotions, missions, the points mall, the agent's money and salary, the lobby's
 * rounds), two of them with their own copy of the "new main balance" write.
 */
const ROOT = join(import.meta.dirname, '../..');
const OWNERS = ['src/features/member/api/index.ts', 'src/features/member/api/money.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [relative(ROOT, path)] : [];
  });
}

/** Code without its comments: a comment may mention the key (lib/api/query.ts's example of a member-data key). */
function code(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The key as code names it: the contract route (`contract.wallet.getBalance`, `wallet.getBalance`) or its query key's parts. */
const NAMES_THE_KEY = /\bgetBalance\b/;
/** A write through the balance query's own key, bypassing the owner's functions. */
const WRITES_BY_QUERY = /(setQueryData|setQueriesData|invalidateQueries|resetQueries|removeQueries|refetchQueries)\s*(<[^>]*>)?\s*\([^;]*balanceQuery\(\)/;

describe('the balance cache has one owner (member/api/index.ts + member/api/money.ts)', () => {
  const files = sourceFiles(join(ROOT, 'src'));

  it('the owner modules are where this test looks for them', () => {
    for (const owner of OWNERS) expect(existsSync(join(ROOT, owner)), `${owner} moved: update OWNERS`).toBe(true);
    expect(code('src/features/member/api/money.ts')).toMatch(/export function invalidateBalance/);
    expect(code('src/features/member/api/money.ts')).toMatch(/export function setMainBalance/);
  });

  it('no other module names the balance route or its key', () => {
    const naming = files.filter((file) => !OWNERS.includes(file) && NAMES_THE_KEY.test(code(file)));
    expect(naming).toEqual([]);
  });

  it('no other module writes or invalidates the cache through the balance query\'s key', () => {
    const writing = files.filter((file) => file !== 'src/features/member/api/money.ts' && WRITES_BY_QUERY.test(code(file)));
    expect(writing).toEqual([]);
  });
});
