import { countWords } from '@contracts/shared/words';

export { countWords };

export interface WordBounds {
  min: number;
  max: number;
}

/**
 * SPEC §5 "Support content must be between {0} and {1} words", with the
 * bounds the server gives. Null when the text fits (or the server sets no
 * bounds), else the bounds to show in the message.
 */
export function wordCountProblem(text: string, bounds: WordBounds | null): WordBounds | null {
  if (!bounds) return null;
  const words = countWords(text.trim());
  return words < bounds.min || words > bounds.max ? bounds : null;
}
