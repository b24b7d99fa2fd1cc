import { contract } from '../../../contracts';
import { loginVerificationChallengeSchema } from '../../../contracts/session';
import { currentAuthenticatorCode } from '../../../mocks/session/ip-verification';
import { callRoute, isApiError } from '../../../src/lib/api';

/** A password login from the demo's unregistered IP: the refusal's value is the verification challenge. */
async function ipChallenge() {
  const error = await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } }).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isApiError(error)) throw new Error('the login should have asked for a verification');
  return loginVerificationChallengeSchema.parse(error.value);
}
import type { Examples } from './types';

export const sessionExamples = {
  rsaKey: { persona: 'guest', args: {} },
  login: { persona: 'guest', args: { body: { username: 'player01', password: 'Player@123', type: 'username' } } },
  freePlay: { persona: 'guest', args: { body: { os: 'Linux', platform: 'WEB', encryption: true, gatewayVersion: '1.0.0' } } },
  logout: { persona: 'player01', args: {} },
  socialConsent: { persona: 'guest', flags: { socialLogin: true }, args: { body: { provider: 'google', account: 'player01', password: 'Player@123' } } },
  socialLogin: {
    persona: 'guest',
    flags: { socialLogin: true },
    args: async () => {
      const { idToken } = await callRoute(contract.session.socialConsent, { body: { provider: 'google', account: 'player01', password: 'Player@123' } });
      return { body: { provider: 'google', idToken } };
    },
  },
  agentLogin: { persona: 'guest', args: { body: { username: 'agent_div', password: 'Agent@123' } } },
  loginVerificationCode: {
    persona: 'guest',
    flags: { loginIpVerification: true },
    args: async () => ({ body: { verificationTicket: (await ipChallenge()).verificationTicket, method: 'EMAIL' } }),
  },
  loginVerify: {
    persona: 'guest',
    flags: { loginIpVerification: true },
    args: async () => ({
      body: { verificationTicket: (await ipChallenge()).verificationTicket, method: 'GOOGLE', answer: currentAuthenticatorCode('player01') ?? '' },
    }),
  },
} satisfies Examples<'session'>;
