import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUpdateLanguage } from '../features/auth';
import { changeLanguage } from '../lib/i18n';
import type { LanguageCode } from '../lib/languages';
import { readLoginState } from '../features/session';

/**
 * SPEC §4 language change: save it locally, switch the UI (and with it the
 * validation messages, which are i18n keys), tell the server when logged in,
 * and refetch what depends on the language.
 */
export function useLanguageSwitch() {
  const queryClient = useQueryClient();
  const { mutateAsync: tellServer } = useUpdateLanguage();
  return useCallback(
    async (code: LanguageCode) => {
      await changeLanguage(code);
      // The switch stands locally even when the server could not be told.
      if (readLoginState(queryClient).isLogin) await tellServer(code).catch(() => undefined);
      await queryClient.invalidateQueries();
    },
    [queryClient, tellServer],
  );
}
