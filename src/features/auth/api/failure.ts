import { isFlowStop } from '../../../lib/api';
import { errorText } from '../afterLogin';

/** What a failed write shows under its form: a flow that stopped says its own words, or nothing. */
export function failureText(error: unknown, t: (key: string) => string): string | null {
  if (!error) return null;
  if (isFlowStop(error)) return error.messageKey ? t(error.messageKey) : null;
  return errorText(error, t);
}
