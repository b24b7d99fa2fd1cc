import { contract } from '../../../contracts';
import { callRoute } from '../../../src/lib/api';
import type { Examples } from './types';

export const sessionExamples = {
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
} satisfies Examples<'session'>;
