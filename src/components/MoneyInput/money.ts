import { z } from 'zod';
import { formatMoney } from '../../lib/format';

/**
 * Money typed by a person: a decimal with at most 2 places (SPEC §9), held
 * as a canonical string ("1234.5") so forms keep what was typed, shown with
 * the locale's grouping when the field is left.
 */

function separators(languageTag: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(languageTag).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const CANONICAL = /^\d*(\.\d{0,2})?$/;

/**
 * The canonical form of what is being typed, or null to refuse the keystroke
 * (a letter, a second separator, a third decimal). Grouping and spaces are
 * dropped; the locale's decimal separator becomes ".".
 */
export function acceptMoneyText(text: string, languageTag = 'en'): string | null {
  const { group, decimal } = separators(languageTag);
  let raw = text.replace(/\s/g, '');
  if (group !== decimal) raw = raw.split(group).join('');
  if (decimal !== '.') raw = raw.replace(decimal, '.');
  return CANONICAL.test(raw) ? raw : null;
}

/** The amount a text means, or null when it is not a money amount (empty, "abc", "1.234"). */
export function parseMoney(text: string, languageTag = 'en'): number | null {
  const raw = acceptMoneyText(text, languageTag);
  if (raw === null || raw === '' || raw === '.') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** "1,234.50": the locale's grouping, always 2 decimals; the site's money format without the symbol. */
export function formatMoneyInput(amount: number, languageTag = 'en'): string {
  return formatMoney(amount, languageTag, '');
}

export interface AmountLimits {
  min?: number;
  max?: number;
}

export type AmountProblem = 'required' | 'invalid' | 'min' | 'max' | null;

/** What is wrong with an amount text against its limits, if anything. */
export function checkAmount(text: string, { min, max }: AmountLimits, languageTag = 'en'): AmountProblem {
  if (text.trim() === '') return 'required';
  const value = parseMoney(text, languageTag);
  if (value === null) return 'invalid';
  if (min !== undefined && value < min) return 'min';
  if (max !== undefined && value > max) return 'max';
  return null;
}

/** A zod field for react-hook-form: the trimmed text, checked by checkAmount with these messages. */
export function moneyAmountSchema(limits: AmountLimits, messages: Record<Exclude<AmountProblem, null>, string>, languageTag = 'en') {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const problem = checkAmount(text, limits, languageTag);
      if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: messages[problem] });
    });
}
