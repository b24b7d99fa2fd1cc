/** Players who ask for less motion get the result at once, without spinning or dealing. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
