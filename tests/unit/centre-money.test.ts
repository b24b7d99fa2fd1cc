import { describe, expect, it } from 'vitest';
import { acceptMoneyText, checkAmount, formatMoneyInput, moneyAmountSchema, parseMoney } from '../../src/components';

describe('money input rules (2 decimals, SPEC §9)', () => {
  it('accepts digits with at most one separator and two decimals while typing', () => {
    expect(acceptMoneyText('')).toBe('');
    expect(acceptMoneyText('12')).toBe('12');
    expect(acceptMoneyText('12.')).toBe('12.');
    expect(acceptMoneyText('12.3')).toBe('12.3');
    expect(acceptMoneyText('12.34')).toBe('12.34');
    expect(acceptMoneyText('12.345')).toBeNull();
    expect(acceptMoneyText('1.2.3')).toBeNull();
    expect(acceptMoneyText('-5')).toBeNull();
    expect(acceptMoneyText('12a')).toBeNull();
  });

  it('reads the locale grouping back, so a formatted value can be edited', () => {
    expect(acceptMoneyText('1,234.50')).toBe('1234.50');
    expect(acceptMoneyText('1 234')).toBe('1234');
    expect(parseMoney('1,234.50')).toBe(1234.5);
    expect(acceptMoneyText('1.234,5', 'de')).toBe('1234.5');
    expect(parseMoney('.')).toBeNull();
    expect(parseMoney('')).toBeNull();
  });

  it('formats with grouping and always two decimals', () => {
    expect(formatMoneyInput(1234.5)).toBe('1,234.50');
    expect(formatMoneyInput(100, 'fil')).toBe('100.00');
    expect(formatMoneyInput(1234.5, 'de')).toBe('1.234,50');
  });

  it('checks min and max, and the zod field carries the messages', () => {
    const limits = { min: 100, max: 50_000 };
    expect(checkAmount('', limits)).toBe('required');
    expect(checkAmount('99.99', limits)).toBe('min');
    expect(checkAmount('100', limits)).toBeNull();
    expect(checkAmount('50000.01', limits)).toBe('max');
    const schema = moneyAmountSchema(limits, { required: 'Enter an amount', invalid: 'Not an amount', min: 'At least 100', max: 'At most 50,000' });
    expect(schema.safeParse(' 250 ').success).toBe(true);
    const tooSmall = schema.safeParse('5');
    expect(tooSmall.success ? null : tooSmall.error.issues[0]?.message).toBe('At least 100');
  });
});
