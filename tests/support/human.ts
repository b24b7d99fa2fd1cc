import { humanCheckTicket } from '../../contracts/shared/human-check';
import { callRoute, contract } from '../../src/lib/api';

/** Passes the slide check as the app does: a server challenge, signed with human-like measures. */
export async function humanCheck(): Promise<{ humanCheckTicket: string; humanCheckRandstr: string }> {
  const { randstr } = await callRoute(contract.verification.humanCheck, {});
  return { humanCheckTicket: humanCheckTicket(randstr, 640, 12), humanCheckRandstr: randstr };
}
