import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/useTranslation';
import { SpinnerChip } from '@/components';
import { OVERLAY_WRITES } from '@/lib/api';
import styles from './LoadingOverlay.module.css';

/** The overlay waits this long before showing, so a fast call never flashes it. */
export const LOADER_DELAY_MS = 250;

/** SPEC §2/§4 loading overlay: covers the page (and any modal) while a call is under way. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.overlay} role="status" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <SpinnerChip />
      <span className={styles.text}>{t('common.loading')}</span>
    </div>
  );
}

/**
 * Shows the overlay while a write that wants it runs (`meta: OVERLAY`, lib/api/overlay.ts): no code
 * turns it on or off. The count is `useIsMutating(OVERLAY_WRITES)`'s, read straight from the mutation
 * cache: the hook itself brings TanStack's useMutationState into the first page (162 B gz over its budget).
 */
export function LoaderHost() {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => client.getMutationCache().subscribe(onChange), [client]);
  return useSyncExternalStore(subscribe, () => client.isMutating(OVERLAY_WRITES) > 0) ? <LoadingOverlay /> : null;
}
