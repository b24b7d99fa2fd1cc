import { humanCheckTicket } from '../../../../contracts/shared/human-check';

/** The slide check's answer, sent as humanCheckTicket / humanCheckRandstr. */
export interface HumanCheckResult {
  ticket: string;
  randstr: string;
}

/** How far (0–1) the handle must travel to count as done. */
export const SLIDE_DONE_AT = 0.96;

/** Signs what the slider measured (see contracts/shared/human-check.ts). */
export function humanCheckResult(randstr: string, durationMs: number, moves: number): HumanCheckResult {
  return { ticket: humanCheckTicket(randstr, durationMs, moves), randstr };
}

/** As the fields of a request body. */
export function humanCheckFields(result: HumanCheckResult): { humanCheckTicket: string; humanCheckRandstr: string } {
  return { humanCheckTicket: result.ticket, humanCheckRandstr: result.randstr };
}
