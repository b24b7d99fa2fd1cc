import type { MutationFilters } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `overlay`: the loading overlay covers the page while the write runs (see OVERLAY). */
    mutationMeta: Record<string, unknown> & { overlay?: boolean };
  }
}

/**
 * SPEC §2/§4 loading overlay: the meta of a write it covers, from its start until it settles, its
 * hook-level `onSuccess` included (a login with its after-login, a registration or a password reset
 * or change with its re-login). A failure clears it; no code turns it on or off.
 */
export const OVERLAY = { overlay: true };

/** The writes the overlay waits for: `useIsMutating(OVERLAY_WRITES)` (src/app/layouts/LoadingOverlay.tsx). */
export const OVERLAY_WRITES: MutationFilters = { predicate: (mutation) => mutation.meta?.overlay === true };
