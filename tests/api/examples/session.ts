import { contract } from '@contracts';
import { currentAuthenticatorCode } from '@mocks/session/ip-verification';
import { callRoute } from '@/lib/api';
import type { Examples } from './types';

/** A password login from the demo's unregistered IP: S1 is refused with login_verify_required, and S2 may follow. */
async function refusedForVerification(): Promise<void> {
  await callRoute(contract.session.login, { body: { username: 'player01', password: 'Player@123', type: 'username' } }).then(
    () => {
      throw new Error('the login should have asked for a verification');
    },
    () => undefined,
  );
}

export const sessionExamples = {
  rsaKey: { persona: 'guest', args: {} },
  login: { persona: 'guest', args: { body: { username: 'player01', password: 'Player@123', type: 'username' } } },
  loginVerify: {
    persona: 'guest',
    flags: { loginIpVerification: true },
    args: async () => {
      await refusedForVerification();
      return { body: { username: 'player01', password: 'Player@123', method: 'G', authCode: currentAuthenticatorCode('player01') ?? '' } };
    },
  },
  freePlay: { persona: 'guest', args: { body: { os: 'Linux', platform: 'W' } } },
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
} satisfies Examples<'session'>;
