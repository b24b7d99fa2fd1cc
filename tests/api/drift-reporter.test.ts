import { describe, expect, it, vi } from 'vitest';
import { answerDrift, type Drift } from '../../src/lib/api/drift/compare';
import { createDriftReporter, type SeenAnswer } from '../../src/lib/api/drift/reporter';
import { contract, sendRoute } from '../../src/lib/api';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();

/** The game list as the simulated backend answers it, with each game's `nodeId` renamed as a drifting backend might. */
async function gameListWithRenamedField(): Promise<{ clean: unknown; drifted: unknown }> {
  const { body } = await sendRoute(contract.games.list, { query: {} });
  const clean = body as { value: { games: Array<Record<string, unknown>> } };
  const games = clean.value.games.map(({ nodeId, ...game }) => ({ ...game, gameNodeId: nodeId }));
  expect(games.length).toBeGreaterThan(1);
  return { clean, drifted: { ...clean, value: { ...clean.value, games } } };
}

type Checker = (answer: SeenAnswer) => Drift[];

/**
 * A reporter whose idle tasks run when the test says the page is idle; `checked` counts the answers
 * its checker (the real one, with the contract's schemas, unless given) has finished.
 */
function reporter(options: { rate?: number; maxChecks?: number; random?: () => number; checker?: Promise<Checker> } = {}) {
  const sent: Drift[][] = [];
  const tasks: Array<() => void> = [];
  let checked = 0;
  const loadChecker = async (): Promise<Checker> => {
    const check = await (options.checker ?? defaultChecker());
    return (answer) => {
      checked += 1;
      return check(answer);
    };
  };
  const sample = createDriftReporter({ rate: options.rate ?? 1, maxChecks: options.maxChecks ?? 50, send: (drifts) => sent.push(drifts), whenIdle: (task) => tasks.push(task), loadChecker, random: options.random });
  /** The page goes idle, and the test waits until the checker has seen `total` answers so far. */
  const idle = async (total: number) => {
    for (const task of tasks.splice(0)) task();
    await vi.waitFor(() => expect(checked).toBe(total));
  };
  return { sample, sent, idle };
}

async function defaultChecker(): Promise<Checker> {
  const { routesWithSchemas } = await import('../../src/lib/api/drift/routes');
  return ([routeKey, status, body]) => answerDrift(routesWithSchemas.get(routeKey)!, routeKey, status, body);
}

describe('the production drift reporter (issue 36)', () => {
  it('names the route, the field, what the contract expects and what came, never the value', async () => {
    const { drifted } = await gameListWithRenamedField();
    const drifts = answerDrift(contract.games.list, 'games.list', 200, drifted);
    expect(drifts).toEqual([{ route: 'games.list', status: 200, field: 'body.value.games[].nodeId', expected: expect.stringMatching(/string|number/), found: 'missing' }]);
    expect(JSON.stringify(drifts)).not.toMatch(/gameNodeId|\d{5,}/);
  });

  it('reports a renamed field once per route and field however often it comes, and a clean answer never', async () => {
    const { clean, drifted } = await gameListWithRenamedField();
    const { sample, sent, idle } = reporter();
    sample(['games.list', 200, clean]);
    await idle(1);
    expect(sent).toEqual([]);
    sample(['games.list', 200, drifted]);
    sample(['games.list', 200, drifted]);
    await idle(3);
    sample(['games.list', 200, drifted]);
    await idle(4);
    expect(sent).toEqual([[expect.objectContaining({ route: 'games.list', field: 'body.value.games[].nodeId', found: 'missing' })]]);
  });

  it('reports a status the route does not declare', () => {
    expect(answerDrift(contract.games.list, 'games.list', 418, null)).toEqual([expect.objectContaining({ field: 'status', found: '418' })]);
  });

  it('checks only its sample, and no more answers than its cap', async () => {
    const rolls = [0.05, 0.5, 0.09, 0.95];
    const sampled = reporter({ rate: 0.1, random: () => rolls.shift()!, checker: Promise.resolve(() => []) });
    for (let i = 0; i < 4; i += 1) sampled.sample(['games.list', 200, i]);
    await sampled.idle(2);
    const capped = reporter({ maxChecks: 3, checker: Promise.resolve(() => []) });
    for (let i = 0; i < 10; i += 1) capped.sample(['games.list', 200, i]);
    await capped.idle(3);
  });

  it('never throws into the page, even when its checker fails', async () => {
    const tasks: Array<() => void> = [];
    const send = vi.fn();
    const sample = createDriftReporter({ rate: 1, maxChecks: 50, send, whenIdle: (task) => tasks.push(task), loadChecker: () => Promise.reject(new Error('chunk failed')) });
    expect(() => sample(['games.list', 200, {}])).not.toThrow();
    await expect(Promise.all(tasks.map((task) => task()))).resolves.toBeDefined();
    expect(send).not.toHaveBeenCalled();
  });
});
