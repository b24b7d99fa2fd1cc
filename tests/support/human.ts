import { vi } from 'vitest';
import { HUMAN_CHECK_MIN_DURATION_MS } from '../../mocks/verification/human-check';
import { callRoute, contract } from '../../src/lib/api';

/** A person's moment between the slider showing and the slide's end: a little over the least the provider takes. */
const SLIDE_MS = HUMAN_CHECK_MIN_DURATION_MS + 50;

/** Lets SLIDE_MS pass on the backend's clock: the fake clock moves on, the real one is waited for. */
async function slideTime(): Promise<void> {
  if (vi.isFakeTimers()) {
    vi.setSystemTime(Date.now() + SLIDE_MS);
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, SLIDE_MS));
}

/** A challenge from the Geetest init (Y6), slid over as a person does: the widget's measures for the provider. */
export async function slide(): Promise<{ challenge: string; durationMs: number; moves: number }> {
  const { challenge } = await callRoute(contract.verification.humanCheck, {});
  await slideTime();
  return { challenge, durationMs: SLIDE_MS, moves: 12 };
}

/**
 * Passes the slide check as the page does: the Geetest init's challenge (Y6), a human moment, the
 * widget's measures to the provider, and the provider's signed answer in the request's fields. The
 * test never signs anything: only the backend holds the secret.
 */
export async function humanCheck(): Promise<{ humanCheckTicket: string; humanCheckRandstr: string }> {
  const measures = await slide();
  const { validate } = await callRoute(contract.verification.humanCheckAnswer, { body: measures });
  return { humanCheckTicket: validate, humanCheckRandstr: measures.challenge };
}
