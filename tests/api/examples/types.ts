import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { Contract } from '@contracts';
import type { FeatureFlags } from '@mocks/engine/scenario';
import type { RouteArgs } from '@/lib/api';

/** One successful call of a route: who makes it, and with what. */
export interface Example<R extends AppRoute> {
  /** 'guest', or a seeded username (mocks/member/accounts.ts). */
  persona: string;
  /** The persona's password; defaults to the seeded one. */
  password?: string;
  /** Feature flags the call needs beyond the defaults. */
  flags?: Partial<FeatureFlags>;
  /** The arguments, or a function that prepares state (e.g. sends an SMS) and returns them. */
  args: RouteArgs<R> | (() => Promise<RouteArgs<R>>);
}

type ExamplesOf<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? Example<T[K]> : never;
};

/** Every route of a domain needs an example: a missing one fails typecheck. */
export type Examples<D extends keyof Contract> = ExamplesOf<Contract[D]>;
