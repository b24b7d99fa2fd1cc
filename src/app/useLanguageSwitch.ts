import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callRoute, contract } from '../lib/api';
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
  return useCallback(
    async (code: LanguageCode) => {
      await changeLanguage(code);
      if (readLoginState(queryClient).isLogin) await callRoute(contract.member.updateLanguage, { body: { language: code } }).catch(() => undefined);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
