import { useState } from 'react';

/**
 * The fields of a filter bar edit a draft that Apply writes to the URL; when
 * the URL moves (back button, reset, a shared link) the draft follows it.
 */
export function useDraft<T extends Record<string, unknown>>(applied: T, appliedKey: string) {
  const [draft, setDraft] = useState({ key: appliedKey, values: applied });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, values: applied });
  const current = draft.key === appliedKey ? draft.values : applied;
  const update = (patch: Partial<T>) => setDraft((previous) => ({ ...previous, values: { ...previous.values, ...patch } }));
  return [current, update] as const;
}
