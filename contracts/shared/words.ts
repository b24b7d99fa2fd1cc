/**
 * Words in a support text, as SPEC §5's "between {0} and {1} words" counts
 * them: runs of non-space characters holding at least one letter or digit
 * (a lone dash or emoji is not a word). Shared by the form and the backend so
 * both count alike.
 */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
