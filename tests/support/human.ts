import { humanCheckTicket } from '../../contracts/shared/human-check';
import { callRoute, contract } from '../../src/lib/api';

/** Passes the slide check as the app does: a server challenge (the Geetest init's), signed with human-like measures. */
export async function humanCheck(): Promise<{ humanCheckTicket: string; humanCheckRandstr: string }> {
  const { challenge } = await callRoute(contract.verification.humanCheck, {});
  return { humanCheckTicket: humanCheckTicket(challenge, 640, 12), humanCheckRandstr: challenge };
}
