import { describe, expect, it } from 'vitest';
import { profileSchema } from '../../src/features/account/rules/profile';
import { validationRule } from '../../mocks/system/validation';

const t = (key: string) => key;
const TODAY = new Date('2026-11-24T12:00:00Z');
const BASE = {
  nickname: 'Lucky', fullName: '', birthday: '', address: '', nationality: '', occupation: '', sourceOfIncome: '',
  placeOfBirth: '', natureOfWork: '', employerName: '', permanentAddress: '', zalo: '',
};

function fullNameError(fullName: string): string | undefined {
  const result = profileSchema(t, TODAY).safeParse({ ...BASE, fullName });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'fullName')?.message;
}

const ACCEPTED = ['Juan Dela Cruz', 'Maria Santos', "Anne-Marie O'Neil", 'Jose P. Rizal', '  Ana Reyes  '];
const REFUSED = ['Juan', 'Juan  Cruz', 'Juan3 Cruz', 'Juan Cruz!', '李 小龙', 'Juan\tCruz', '-Juan Cruz', 'Juan .Cruz', 'Juan_Cruz Reyes'];

describe('profile form full name (SPEC §5: first and last name separated by a space)', () => {
  it.each(ACCEPTED)('accepts %j', (name) => {
    expect(fullNameError(name)).toBeUndefined();
  });

  it.each(REFUSED)('refuses %j with the full-name message', (name) => {
    expect(fullNameError(name)).toBe('account.validation.fullName');
  });

  it('leaves an empty full name alone (not given)', () => {
    expect(fullNameError('')).toBeUndefined();
  });

  it('agrees with the server FULL_NAME rule on every example', () => {
    const server = new RegExp(validationRule('FULL_NAME')!.pattern, 'u');
    for (const name of [...ACCEPTED, ...REFUSED]) {
      expect(fullNameError(name) === undefined, name).toBe(server.test(name.trim()));
    }
  });
});
