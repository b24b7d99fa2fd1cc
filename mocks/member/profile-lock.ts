import { KYC_LOCKED_FIELDS, type ProfileField } from '../../contracts/member';
import { kycRecords } from '../kyc/collections';

/**
 * The profile fields the server no longer lets the member change: the
 * identity facts KYC checks against an ID, from the moment the documents are
 * submitted (P, under review) or verified (Y). A rejected or never-started
 * verification leaves them editable.
 */
export function lockedFieldsOf(account: string): ProfileField[] {
  const status = kycRecords.findFirst((q) => q.where({ account }))?.status;
  return status === 'Y' || status === 'P' ? [...KYC_LOCKED_FIELDS] : [];
}
