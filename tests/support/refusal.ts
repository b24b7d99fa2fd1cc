import { expect } from 'vitest';
import { ApiError } from '../../src/lib/api';

/** Awaits a call that must be refused and returns the ApiError for assertions. */
export async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(ApiError);
  return error as ApiError;
}
