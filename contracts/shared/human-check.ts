/**
 * The slide check's result (SPEC §3 "human-check result fields"). There is no
 * third-party bot check here: the app's slider signs what it measured (how
 * long it took from showing the slider to finishing, how many moves it made)
 * with a nonce, and the server re-computes the signature and refuses what no
 * person does (a forged ticket, an answer posted at once). Shared so the app
 * and the simulated backend agree on the format:
 * ticket = `slide1.<durationMs>.<moves>.<signature>`, randstr = the nonce.
 */
export const HUMAN_CHECK_MIN_DURATION_MS = 150;
export const HUMAN_CHECK_MIN_MOVES = 1;

/** FNV-1a over the measured values and the nonce, base 36: a checksum, not a secret. */
export function humanCheckSignature(randstr: string, durationMs: number, moves: number): string {
  let hash = 0x811c9dc5;
  for (const char of `${randstr}|${durationMs}|${moves}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function humanCheckTicket(randstr: string, durationMs: number, moves: number): string {
  const duration = Math.round(durationMs);
  return `slide1.${duration}.${moves}.${humanCheckSignature(randstr, duration, moves)}`;
}

/** Whether a ticket/randstr pair is well formed, correctly signed and human-like. */
export function humanCheckPasses(ticket: string | undefined, randstr: string | undefined): boolean {
  if (!ticket || !randstr) return false;
  const match = /^slide1\.(\d+)\.(\d+)\.([0-9a-z]+)$/.exec(ticket);
  if (!match) return false;
  const duration = Number(match[1]);
  const moves = Number(match[2]);
  return (
    match[3] === humanCheckSignature(randstr, duration, moves) &&
    duration >= HUMAN_CHECK_MIN_DURATION_MS &&
    moves >= HUMAN_CHECK_MIN_MOVES
  );
}
