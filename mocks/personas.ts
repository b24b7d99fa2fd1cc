import { seedAccount, SEED_ACCOUNTS } from './member/accounts';
import { members } from './member/collections';
import { openSession } from './session/sessions';
import { completeWorld } from './engine/world-gate';

/** Personas the scenario API offers: the guest and every seeded account. */
export const PERSONAS = [
  { persona: 'guest', username: '', description: 'Not logged in' },
  ...SEED_ACCOUNTS.map(({ persona, username, password, description }) => ({ persona, username, password, description })),
] as const;

/**
 * Opens a session for a persona without a password round trip (QA switches
 * persona in one click). Returns the token, or null for the guest.
 */
export async function sessionForPersona(persona: string): Promise<string | null> {
  if (persona === 'guest') return null;
  // The persona's session and what it opens onto (its wallet, its team) need the whole world.
  await completeWorld();
  const account = seedAccount(persona);
  const member = account && members.findFirst((q) => q.where({ account: account.username }));
  if (!member) throw new Error(`Unknown persona "${persona}"`);
  return openSession(member, 'username');
}
