/**
 * The human check's answer, sent as humanCheckTicket / humanCheckRandstr: the provider's signed
 * answer (Geetest's `validate`) and the challenge it answers (WIRE.md Y6's `challenge`).
 */
export interface HumanCheckResult {
  ticket: string;
  randstr: string;
}

/** What the slide widget measured: from showing the slider to finishing, and how many moves it took. */
export interface SlideMeasures {
  durationMs: number;
  moves: number;
}

/** How far (0–1) the handle must travel to count as done. */
export const SLIDE_DONE_AT = 0.96;

/** As the fields of a request body. */
export function humanCheckFields(result: HumanCheckResult): { humanCheckTicket: string; humanCheckRandstr: string } {
  return { humanCheckTicket: result.ticket, humanCheckRandstr: result.randstr };
}
