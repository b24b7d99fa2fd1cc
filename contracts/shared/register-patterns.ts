/**
 * WIRE.md §6.2 Y3: a registration field's `patternId` is a number that selects the message
 * `reg_pattern_<n>`. WIRE.md does not record which number means what. Our reading: the numbers
 * follow SPEC §5's list of pattern messages, 0 being the plain length sentence and the two date
 * forms counting as two. The client and the simulated backend share this table (zod-free: the
 * start-up select reads it), so a name on our side is always the same number on the wire.
 */
export const REGISTER_PATTERN_IDS = [
  'ANY',
  'LETTER_DIGIT_LEADING_LETTER',
  'CHINESE_DIGIT',
  'EMAIL',
  'LETTER_OR_DIGIT',
  'LETTER_AND_DIGIT',
  'DIGIT',
  'UPPERCASE_ONE',
  'LETTER_SPACE',
  'NO_SPACE',
  'CHINESE_PUNCTUATION',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
  'THAI',
  'UPPERCASE_SPACE',
  'STRONG_PASSWORD',
  'FULL_NAME',
] as const;
export type RegisterPatternName = (typeof REGISTER_PATTERN_IDS)[number];

/** The wire number of one of our pattern names. */
export function registerPatternNumber(name: string): number {
  const index = (REGISTER_PATTERN_IDS as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`Unknown registration pattern ${name}`);
  return index;
}

/**
 * Our pattern name for a wire patternId: a known number (or a numeric string) gives its name;
 * anything else is kept as text, so the form falls back to the field's own message.
 */
export function registerPatternName(patternId: unknown): string {
  const number = typeof patternId === 'number' ? patternId : typeof patternId === 'string' && /^\d+$/.test(patternId) ? Number(patternId) : null;
  if (number !== null) return REGISTER_PATTERN_IDS[number] ?? `reg_pattern_${number}`;
  return typeof patternId === 'string' && patternId ? patternId : 'ANY';
}
