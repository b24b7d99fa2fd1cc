import { z } from 'zod';
import { PAYMENT_PASSWORD_PATTERN } from '@contracts/member';
import type { MemberInfo, SecurityConfig } from '@contracts/shared/entities';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What the payment password form does: set the first one, change it with the old one, or reset it with an SMS code. */
export type PaymentPasswordMode = 'set' | 'change' | 'reset';

const pin = (t: T) => z.string().trim().min(1, t('account.validation.required')).regex(PAYMENT_PASSWORD_PATTERN, t('account.validation.pin'));
const code = (t: T) => z.string().trim().min(1, t('account.validation.required')).regex(/^\d{4,8}$/, t('account.validation.smsCode'));

export function paymentPasswordSchema(t: T, mode: PaymentPasswordMode) {
  return z
    .object({
      oldPaymentPassword: mode === 'change' ? pin(t) : z.string().trim(),
      verificationCode: mode === 'reset' ? code(t) : z.string().trim(),
      newPaymentPassword: pin(t),
      confirmPaymentPassword: z.string().trim().min(1, t('account.validation.required')),
    })
    .refine((form) => form.confirmPaymentPassword === form.newPaymentPassword, { path: ['confirmPaymentPassword'], message: t('account.validation.confirm') })
    .refine((form) => mode !== 'change' || form.newPaymentPassword !== form.oldPaymentPassword, { path: ['newPaymentPassword'], message: t('account.validation.samePin') });
}
export type PaymentPasswordForm = z.infer<ReturnType<typeof paymentPasswordSchema>>;

export function mobileSchema(t: T) {
  return z.object({
    countryDialingCode: z.string().trim().min(1, t('account.validation.required')),
    mobileNum: z.string().trim().min(1, t('account.validation.required')).regex(/^\d{7,12}$/, t('account.validation.mobile')),
    verificationCode: code(t),
  });
}
export type MobileForm = z.infer<ReturnType<typeof mobileSchema>>;

/**
 * SPEC §4 phone verification states: nothing asked yet, a code sent (and
 * counting down), verified, or retry (the code was refused or its time ran out).
 */
export type PhoneState = 'idle' | 'codeSent' | 'verified' | 'retry';

export function phoneState({ sent, remaining, refused, verified }: { sent: boolean; remaining: number; refused: boolean; verified: boolean }): PhoneState {
  if (verified) return 'verified';
  if (refused || (sent && remaining === 0)) return 'retry';
  return sent ? 'codeSent' : 'idle';
}

export type KycState = 'verified' | 'review' | 'rejected' | 'required' | 'optional';

export function kycState(config: SecurityConfig | undefined): KycState {
  const status = config?.idVerification.status;
  if (config?.idVerification.isComplete || status === 'Y') return 'verified';
  if (status === 'P') return 'review';
  if (status === 'R') return 'rejected';
  return config?.idVerification.enabled ? 'required' : 'optional';
}

/** The security checklist: how many of the four protections the account has. */
export function securityScore(info: MemberInfo, kyc: KycState): { done: number; total: number } {
  const items = [true, info.hasPaymentPassword, Boolean(info.mobile && info.mobileVerified), kyc === 'verified'];
  return { done: items.filter(Boolean).length, total: items.length };
}
