import type { AppRoute } from '@ts-rest/core';
import { setScenario } from '@mocks/engine/scenario';
import { seedAccount } from '@mocks/member/accounts';
import { callRoute, type RouteArgs } from '@/lib/api';
import { loginAs, useToken } from '../../support/backend';
import type { Example } from './types';

/** Downline and crowd accounts share one seeded password. */
const GENERATED_PASSWORD = 'Member@123';

/** Makes an example's call as its persona; returns the arguments it used and the unwrapped value. */
export async function replay(route: AppRoute, example: Example<AppRoute>): Promise<{ args: unknown; value: unknown }> {
  if (example.flags) setScenario({ flags: example.flags });
  useToken(null);
  if (example.persona !== 'guest') {
    await loginAs(example.persona, example.password ?? seedAccount(example.persona)?.password ?? GENERATED_PASSWORD);
  }
  const args = typeof example.args === 'function' ? await example.args() : example.args;
  return { args, value: await callRoute(route, args as RouteArgs<AppRoute>) };
}
