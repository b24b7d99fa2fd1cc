import type { Withdrawal } from '@contracts/wallet';
import { WITHDRAW_CONFIRMATIONS } from '@contracts/shared/constants';

export type Confirmation = (typeof WITHDRAW_CONFIRMATIONS)[number];

/** SPEC §4: what a member may say next about a paid withdrawal (the server allows the same moves). */
const NEXT: Record<Confirmation | 'none', readonly Confirmation[]> = {
  none: ['RECEIVED', 'NOT_RECEIVED', 'PARTIALLY_RECEIVED'],
  NOT_RECEIVED: ['RECEIVED', 'PARTIALLY_RECEIVED', 'ALL_RECEIVED'],
  PARTIALLY_RECEIVED: ['ALL_RECEIVED', 'NOT_RECEIVED'],
  RECEIVED: [],
  ALL_RECEIVED: [],
};

export function nextConfirmations(row: Pick<Withdrawal, 'status' | 'confirmation'>): readonly Confirmation[] {
  if (row.status !== 'PAID') return [];
  return NEXT[row.confirmation ?? 'none'];
}

/** SPEC §5/§9: a proof is a jpg or png of at most 5 MB; the problem names SPEC §8's message. */
export const PROOF_MAX_BYTES = 5_242_880;
const PROOF_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

export function proofProblem(file: { type: string; size: number }): 'fileType' | 'fileTooBig' | null {
  if (!PROOF_TYPES.includes(file.type)) return 'fileType';
  if (file.size > PROOF_MAX_BYTES) return 'fileTooBig';
  return null;
}
