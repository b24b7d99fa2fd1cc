import type { AppRoute } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

/**
 * Development and tests check every answer against the contract; production never does, so this
 * loads only where it runs.
 */
function describe(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((issue) => `${['body', ...issue.path].join('.')}: ${issue.message}`).join('; ');
}

export function validate(route: AppRoute, routeKey: string, status: number, body: unknown): void {
  const schema = (route.responses as Record<number, ZodTypeAny | undefined>)[status];
  if (!schema) throw new ContractMismatchError(routeKey, `status ${status} is not in the contract`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ContractMismatchError(routeKey, describe(parsed.error));
}

/** An answer that does not match the contract: loud, naming the route and the field. */
export class ContractMismatchError extends Error {
  constructor(readonly route: string, readonly issues: string) {
    super(`Answer of ${route} does not match the contract: ${issues}`);
    this.name = 'ContractMismatchError';
  }
}
