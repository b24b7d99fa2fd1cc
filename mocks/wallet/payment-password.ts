import { ERROR_CODES } from '../../contracts/shared/errors';
import { refuse } from '../engine/refusal';
import type { MemberRecord } from '../member/collections';
import { checkPaymentPassword } from '../member/payment-password';

/**
 * The payment-password check of the money relays (withdraw, transfer to upline, redeem, convert),
 * refusing as the platform does (WIRE.md §4.4): `not.exists.payment.password` when none is set
 * (the client sends the member to the security centre), `invalid.payment.pw` when it is wrong (a
 * field error), and our lock after too many wrong ones.
 */
export async function checkMoneyPassword(member: MemberRecord, password: string): Promise<void> {
  if (!member.paymentPasswordHash) throw refuse(ERROR_CODES.PAYMENT_PASSWORD_NOT_SET, 'Please set a payment password first');
  await checkPaymentPassword(member, password, 400);
}
