import { ERROR_CODES } from '../../../../contracts/shared/errors';
import { loginVerificationChallengeSchema, type LoginVerificationChallenge, type LoginVerificationMethod } from '../../../../contracts/session';
import { contract, isApiError, useRouteMutation } from '../../../lib/api';
import { enterSession } from '../afterLogin';
import { loginWrite, useGo } from './login';

/**
 * SPEC §4 login from an unregistered IP. Kept out of the api index: only the
 * login modal's verification step (a lazy chunk) reads the challenge schema.
 */

export interface LoginVerifyInput {
  verificationTicket: string;
  method: LoginVerificationMethod;
  answer: string;
  /** The credentials of the login the ticket stands for: after-login checks the password (default 123456 forces a change). */
  username: string;
  password: string;
}

/**
 * SPEC §4 login from an unregistered IP: the verification's answer completes
 * the login, which then goes through the one login sequence like any other.
 */
export function useLoginVerify() {
  const go = useGo();
  return useRouteMutation(contract.session.loginVerify, {
    ...loginWrite,
    toArgs: ({ verificationTicket, method, answer }: LoginVerifyInput) => ({ body: { verificationTicket, method, answer } }),
    onSuccess: async (value, { username, password }, _result, { client }) => {
      await enterSession(client, { value, type: 'username', password, username, navigate: go });
    },
  });
}

/** Sends the SMS or mailbox code of a login verification. */
export function useSendLoginCode() {
  return useRouteMutation(contract.session.loginVerificationCode, { exclusive: true });
}

/** The challenge of a login refused for an unregistered IP, or null for any other refusal. */
export function loginChallenge(error: unknown): LoginVerificationChallenge | null {
  if (!isApiError(error) || error.errorCode !== ERROR_CODES.LOGIN_VERIFICATION_REQUIRED) return null;
  const parsed = loginVerificationChallengeSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}

