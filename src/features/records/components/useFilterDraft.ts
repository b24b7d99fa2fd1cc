import { useState } from 'react';

/**
 * The fields of a filter bar edit a draft; Apply writes it to the URL. When
 * the URL moves (back button, Reset, a shared link), the draft follows it.
 * `key` names the applied filter, e.g. its URL params joined.
 */
export function useFilterDraft<T extends object>(key: string, applied: T) {
  const [draft, setDraft] = useState({ key, value: applied });
  if (draft.key !== key) setDraft({ key, value: applied });
  const current = draft.key === key ? draft.value : applied;
  const patch = (next: Partial<T>) => setDraft((previous) => ({ key: previous.key, value: { ...previous.value, ...next } }));
  return [current, patch] as const;
}
