import { z } from 'zod';
import { PROFILE_FIELDS, type ProfileField } from '@contracts/member';
import type { MemberInfo } from '@contracts/shared/entities';
import { FULL_NAME_PATTERN } from '@contracts/system';
import { clockDate } from '@/lib/clock';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The fields of the profile form: every SPEC §3 other profile field but the email, which has its own place. */
export const FORM_FIELDS = PROFILE_FIELDS.filter((field): field is Exclude<ProfileField, 'email'> => field !== 'email');
export type FormField = (typeof FORM_FIELDS)[number];
export type ProfileForm = Record<FormField, string>;

const NAME_MAX = 64;
const TEXT_MAX = 500;
const LONG_TEXT: ReadonlySet<FormField> = new Set(['address', 'permanentAddress', 'placeOfBirth']);
/** The server's own full-name pattern (SPEC §5), so the form refuses exactly what member.setInfo would. */
const FULL_NAME = new RegExp(FULL_NAME_PATTERN, 'u');
const ZALO = /^[\d\s+-]{6,20}$/;

/** Whether a yyyy-MM-dd day exists and is not in the future. */
export function isPastDay(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && day.getTime() <= today.getTime();
}

/** SPEC §5 rules of the profile form; values are trimmed, empty means "not given". */
export function profileSchema(t: T, today: Date = clockDate()) {
  const text = (field: FormField) => {
    const max = LONG_TEXT.has(field) ? TEXT_MAX : NAME_MAX;
    return z.string().trim().max(max, t('account.validation.tooLong', { max }));
  };
  const shape = Object.fromEntries(FORM_FIELDS.map((field) => [field, text(field)])) as Record<FormField, z.ZodString>;
  return z.object({
    ...shape,
    nickname: z.string().trim().min(1, t('account.validation.required')).max(20, t('account.validation.tooLong', { max: 20 })),
    fullName: shape.fullName.refine((value) => value === '' || FULL_NAME.test(value), t('account.validation.fullName')),
    birthday: shape.birthday.refine((value) => value === '' || isPastDay(value, today), t('account.validation.birthday')),
    zalo: shape.zalo.refine((value) => value === '' || ZALO.test(value), t('account.validation.zalo')),
  });
}

/** The form's starting values: what the server holds, '' for what it does not. */
export function profileFormValues(info: MemberInfo): ProfileForm {
  return Object.fromEntries(FORM_FIELDS.map((field) => [field, info[field] ?? ''])) as ProfileForm;
}

/**
 * What member.setInfo should receive: the fields that changed, never a
 * locked one (the server refuses a change to those), and no empty value for
 * a field the server never held (clearing a held one sends '').
 */
export function changedProfile(values: ProfileForm, info: MemberInfo): Partial<ProfileForm> {
  const locked = new Set(info.lockedFields ?? []);
  const body: Partial<ProfileForm> = {};
  for (const field of FORM_FIELDS) {
    const next = (values[field] ?? '').trim();
    const before = info[field] ?? '';
    if (locked.has(field) || next === before) continue;
    body[field] = next;
  }
  return body;
}

/** `+63 917****567`: enough to recognise one's own number on a shared screen. */
export function maskMobile(dial: string | undefined, mobile: string | undefined): string {
  if (!mobile) return '';
  const shown = mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-3)}` : mobile;
  return `${dial ?? ''} ${shown}`.trim();
}
