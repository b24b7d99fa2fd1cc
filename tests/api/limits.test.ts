import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import { listRoutes } from '../../contracts/shared/routes';
import { money, MONEY_MAX } from '../../contracts/shared/limits';
import { unboundedFields } from './fuzz/limits';

describe('input limits of the contract', () => {
  it('every input string and array of every route has a maximum', () => {
    const unbounded = listRoutes(contract).flatMap(({ key, route }) => {
      const parts = route as { body?: unknown; query?: unknown; pathParams?: unknown };
      return [
        ...unboundedFields(parts.body).map((field) => `${key} body.${field}`),
        ...unboundedFields(parts.query).map((field) => `${key} query.${field}`),
        ...unboundedFields(parts.pathParams).map((field) => `${key} params.${field}`),
      ];
    });
    expect(unbounded).toEqual([]);
  });
});

describe('money', () => {
  it.each([0.01, 0.07, 1, 19.99 * 3, 0.1 + 0.2, 51_088.88, MONEY_MAX])('takes %s', (amount) => {
    expect(money.safeParse(amount).success).toBe(true);
  });

  it.each([0, -1, 1e-7, 0.005, 1.001, 0.015, MONEY_MAX + 1, Infinity, Number.NaN])('refuses %s', (amount) => {
    expect(money.safeParse(amount).success).toBe(false);
  });
});
