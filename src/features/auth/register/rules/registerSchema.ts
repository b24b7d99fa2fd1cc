import type { RegistrationDeclaration } from '@contracts/shared/jurisdictions';
import { z } from 'zod';
import type { RegistrationFieldConfig, WhitelabelFlags } from '@contracts/shared/entities';
import type { ValidationRule } from '@contracts/system';
import { fieldMessage, MESSAGE_KEYS, type Translate } from './patternMessages';

/**
 * Which registration tabs and fields show, and the zod schema built from the
 * server's field config (SPEC §5 "fields are validated from server-provided
 * rules ... visibility follows the enabled flags").
 *
 * The whitelabel flags, as the simulated backend applies them
 * (mocks/system/validation.ts applyRegistrationFlags, mocks/member/handlers.ts):
 * - USERNAMEREG3: the username tab (PUT /wps/member/register) is offered.
 * - MOBILENUMREG3: the mobile tab (PUT /wps/member/register/mobile) is offered.
 * - MOBILENUMPASSREG3: the mobile tab also asks for a password (the "optional
 *   password"); without it the account signs in by SMS code.
 * - REGMOBVERF3: the mobile tab must verify the number with an SMS code.
 */
export type RegisterTab = 'username' | 'mobile';

export const TAB_FIELDS: Readonly<Record<RegisterTab, readonly string[]>> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'verificationCode', 'password'],
};

/** SPEC §2 optional fields, in form order. */
export const OPTIONAL_FIELDS = [
  'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'email',
  'recommenderId', 'affiliateCode', 'captcha', 'gamingVenue',
] as const;

export const ALL_FIELDS = ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', ...OPTIONAL_FIELDS] as const;
export type RegisterFieldName = (typeof ALL_FIELDS)[number];

export type RegisterValues = { [K in RegisterFieldName]?: string } & {
  countryDialingCode: string;
  terms: boolean;
  ageConfirmed: boolean;
  /** PAGCOR's declaration of barred categories (issue 35), where the jurisdiction asks for one. */
  declaration?: RegistrationDeclaration;
};

export function isRegisterField(name: string): name is RegisterFieldName {
  return (ALL_FIELDS as readonly string[]).includes(name);
}

export function enabledTabs(flags: Partial<WhitelabelFlags> | undefined): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags?.USERNAMEREG3) tabs.push('username');
  if (flags?.MOBILENUMREG3) tabs.push('mobile');
  return tabs;
}

/** The field configs the tab shows, in form order. */
export function visibleFields(tab: RegisterTab, configs: readonly RegistrationFieldConfig[], flags: Partial<WhitelabelFlags> | undefined): RegistrationFieldConfig[] {
  const byName = new Map(configs.map((config) => [config.field, config]));
  const names = [...TAB_FIELDS[tab], ...OPTIONAL_FIELDS];
  return names.flatMap((name) => {
    const config = byName.get(name);
    if (!config?.enabled || !isRegisterField(name)) return [];
    // The password config serves the username tab; the mobile tab asks for one only with MOBILENUMPASSREG3.
    if (tab === 'mobile' && name === 'password' && !flags?.MOBILENUMPASSREG3) return [];
    return [config];
  });
}

export interface SchemaInput {
  fields: readonly RegistrationFieldConfig[];
  rules: readonly ValidationRule[];
  t: Translate;
  /** Ask for the age agreement box. */
  ageCheck: boolean;
}

/**
 * All checks run in one pass so that every field shows its problem at once
 * (a refinement after a failed field would not run). Values come out trimmed;
 * hidden fields are dropped.
 */
export function registerSchema({ fields, rules, t, ageCheck }: SchemaInput) {
  return z
    .object({
      countryDialingCode: z.string().default('+63'),
      terms: z.boolean().default(false),
      ageConfirmed: z.boolean().default(false),
    })
    .catchall(z.string())
    .superRefine((values, context) => {
      const text = (name: string) => String((values as Record<string, unknown>)[name] ?? '').trim();
      for (const config of fields) {
        const message = fieldMessage(config, text(config.field), t, rules);
        if (message) context.addIssue({ code: z.ZodIssueCode.custom, path: [config.field], message });
      }
      const hasConfirm = fields.some((config) => config.field === 'confirmPassword');
      if (hasConfirm && text('confirmPassword') && text('confirmPassword') !== text('password')) {
        context.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: t(MESSAGE_KEYS.confirm) });
      }
      if (!values.terms) context.addIssue({ code: z.ZodIssueCode.custom, path: ['terms'], message: t(MESSAGE_KEYS.terms) });
      if (ageCheck && !values.ageConfirmed) context.addIssue({ code: z.ZodIssueCode.custom, path: ['ageConfirmed'], message: t(MESSAGE_KEYS.age) });
    })
    .transform((values) => {
      const out: Record<string, string> = {};
      for (const config of fields) out[config.field] = String((values as Record<string, unknown>)[config.field] ?? '').trim();
      return { ...out, countryDialingCode: values.countryDialingCode, terms: values.terms, ageConfirmed: values.ageConfirmed } as RegisterValues;
    });
}
