import type { Examples } from './types';

export const sessionExamples = {
  login: { persona: 'guest', args: { body: { username: 'player01', password: 'Player@123', type: 'username' } } },
  freePlay: { persona: 'guest', args: { body: { os: 'Linux', platform: 'WEB', encryption: true, gatewayVersion: '1.0.0' } } },
  logout: { persona: 'player01', args: {} },
  socialLogin: { persona: 'guest', flags: { socialLogin: true }, args: { body: { provider: 'google', idToken: 'google:player01' } } },
  agentLogin: { persona: 'guest', args: { body: { username: 'agent_div', password: 'Agent@123' } } },
} satisfies Examples<'session'>;
