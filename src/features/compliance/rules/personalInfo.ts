import { z } from 'zod';
import { ID_TYPES, NATURES_OF_WORK, SOURCES_OF_INCOME } from '@contracts/shared/constants';
import type { KycPersonalInfo } from '@contracts/shared/entities';

type T = (key: string, options?: Record<string, unknown>) => string;

/** SPEC §3 wire numbers of the three coded lists; their names are translated (kyc.idTypes.<n> …). */
const codes = (table: Record<number, string>) => Object.keys(table);
export const ID_TYPE_CODES = codes(ID_TYPES);
export const SOURCE_OF_INCOME_CODES = codes(SOURCES_OF_INCOME);
export const NATURE_OF_WORK_CODES = codes(NATURES_OF_WORK);

/** Free-text fields stay short enough for the back office's columns. */
const TEXT_MAX = 100;

/**
 * KYC step 1 (SPEC §3 personal info). Values are trimmed; every field is
 * required. The birthday's age rule is deliberately not here: SPEC §5 shows
 * local_age_21 yet "the flow still proceeds to submit", so it is a warning
 * beside the field and the backend has the last word.
 */
export function personalInfoSchema(t: T) {
  const text = z.string().trim().min(1, t('auth.validation.required')).max(TEXT_MAX, t('kyc.validation.tooLong', { max: TEXT_MAX }));
  const choice = (list: readonly string[]) => z.string().refine((value) => list.includes(value), t('kyc.validation.choose'));
  return z.object({
    idType: choice(ID_TYPE_CODES),
    payeename: text,
    birthday: z.string().trim().min(1, t('auth.validation.required')),
    address: text,
    permanentAddress: text,
    placeOfBirth: text,
    nationality: z.string().min(1, t('kyc.validation.choose')),
    sourceOfIncome: choice(SOURCE_OF_INCOME_CODES),
    occupation: choice(NATURE_OF_WORK_CODES),
    employerName: text,
  });
}
export type PersonalInfoForm = z.infer<ReturnType<typeof personalInfoSchema>>;

export const EMPTY_PERSONAL_INFO: PersonalInfoForm = {
  idType: '', payeename: '', birthday: '', address: '', permanentAddress: '', placeOfBirth: '',
  nationality: '', sourceOfIncome: '', occupation: '', employerName: '',
};

/** The form's strings as the wire wants them: the coded lists as numbers. */
export function toPersonalInfoBody(form: PersonalInfoForm): KycPersonalInfo {
  return {
    ...form,
    idType: Number(form.idType),
    sourceOfIncome: Number(form.sourceOfIncome),
    occupation: Number(form.occupation),
  };
}
