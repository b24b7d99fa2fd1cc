import { describe, expect, it } from 'vitest';
import { contract } from '../../contracts';
import type { RouteValue } from '../../src/lib/api';
import { callRoute } from '../../src/lib/api';

/**
 * Compile-time checks: `npm run typecheck` fails if the client stops
 * following the contract (each @ts-expect-error must stay an error).
 */
function typeChecks() {
  // @ts-expect-error a route with a required query cannot be called without it
  void callRoute(contract.system.appDownload);
  // @ts-expect-error a body field of the wrong type is refused
  void callRoute(contract.session.login, { body: { username: 'a', password: 'b', type: 'password' } });
  // @ts-expect-error the value is typed from the contract: MemberInfo has no passwordHash
  const hash: RouteValue<typeof contract.member.getInfo>['passwordHash'] = '';
  void callRoute(contract.member.getInfo);
  return hash;
}

describe('client types follow the contract', () => {
  it('compiles only correct calls (checked by typecheck)', () => {
    expect(typeof typeChecks).toBe('function');
  });
});
