import { ERROR_CODES } from '../../contracts/shared/errors';
import { humanCheckPasses } from '../../contracts/shared/human-check';
import { refuse } from '../engine/refusal';

/**
 * The human-check fields are optional on the wire (old clients, SMS login);
 * when a client sends them they must hold a signed, human-like slide.
 */
export function checkHumanCheck(body: { humanCheckTicket?: string; humanCheckRandstr?: string }): void {
  if (body.humanCheckTicket === undefined && body.humanCheckRandstr === undefined) return;
  if (!humanCheckPasses(body.humanCheckTicket, body.humanCheckRandstr)) {
    throw refuse(ERROR_CODES.HUMAN_CHECK_FAILED, 'Please complete verification first', 400);
  }
}
