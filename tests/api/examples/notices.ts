import type { Examples } from './types';

export const noticesExamples = {
  // N1 as a guest: the client adds types and platform itself; guests send no Authorization.
  notice: { persona: 'guest', args: { query: { execution: 'B' } } },
} satisfies Examples<'notices'>;
