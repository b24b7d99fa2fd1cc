import { ERROR_CODES } from '@contracts/shared/errors';
import { LOGIN_VERIFY_METHODS, type LoginVerifyKey, type LoginVerifyMethod } from '@contracts/session';
import { contract, isApiError, useRouteMutation } from '@/lib/api';
import { enterSession } from '../login/afterLogin';
import { admitAgent, loginWrite, selectLoginValue, useGo } from './login';

/**
 * SPEC §4 login from an unregistered IP, as WIRE.md §6.1 S2 does it. Kept out of the api index: only
 * the login form's verification step (a lazy chunk) needs it.
 */

/** One method the server offered, with what it said of it (a masked number or mailbox), if anything. */
export interface LoginVerifyOffer {
  method: LoginVerifyMethod;
  hint: string | null;
}

/**
 * WIRE.md §4.2: the methods a `login_verify_required` refusal offers are the KEYS of its `value`
 * (email, ga, sms, payeeName → E, G, S, P), exactly those and in the server's order; unknown keys are
 * left out. Null for any other failure, or one that offers no method this client knows.
 */
export function loginVerifyOffers(error: unknown): LoginVerifyOffer[] | null {
  if (!isApiError(error) || error.errorCode !== ERROR_CODES.LOGIN_VERIFICATION_REQUIRED) return null;
  const value: unknown = error.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const offers = Object.entries(value as Record<string, unknown>)
    .filter(([key]) => Object.hasOwn(LOGIN_VERIFY_METHODS, key))
    .map(([key, said]) => ({ method: LOGIN_VERIFY_METHODS[key as LoginVerifyKey], hint: typeof said === 'string' && said.trim() ? said : null }));
  return offers.length ? offers : null;
}

/** What S2 carries for each method (WIRE.md §6.1): the credentials again, and the method's own answer. */
export type LoginVerifyInput = { username: string; password: string } & (
  | { method: 'E'; email: string }
  | { method: 'G'; authCode: string }
  | { method: 'S'; mobileNum: string; verificationCode: string }
  | { method: 'P'; payeeName: string }
);

/**
 * S2: its answer is a login answer, and goes through the one login sequence like any other (the
 * default password 123456 still forces a change); at the agent door, after the agent check.
 */
export function useLoginVerify({ agent }: { agent: boolean }) {
  const go = useGo();
  return useRouteMutation(contract.session.loginVerify, {
    ...loginWrite,
    toArgs: (input: LoginVerifyInput) => ({ body: input }),
    onSuccess: async (value, { username, password }, _result, { client }) => {
      const login = selectLoginValue(value);
      if (agent) await admitAgent(login);
      await enterSession(client, { value: login, type: 'username', password, username, navigate: go });
    },
  });
}
