import type { ErrorCode } from '@contracts/shared/errors';
import { ApiError } from './errors';

/**
 * The jurisdiction profile's refusals (issue 35) by errorCode, for the screens that meet them (sign-up and free
 * play, the cashier, a game launch): each registers them when its code loads, so the first page carries none.
 */
const JURISDICTION_MESSAGE_KEYS: Partial<Record<ErrorCode, string>> = {
  'register_barred_category': 'rgJurisdiction.errors.barred',
  'deposit_channel_barred': 'rgJurisdiction.errors.channelBarred',
  'kyc_verification_required': 'rgJurisdiction.errors.verification',
  'deposit_limit_prompt_required': 'rgJurisdiction.errors.limitPrompt',
  'rg_message_required': 'rgJurisdiction.errors.message',
};

export function registerJurisdictionMessageKeys(): void {
  ApiError.registerMessageKeys(JURISDICTION_MESSAGE_KEYS);
}
