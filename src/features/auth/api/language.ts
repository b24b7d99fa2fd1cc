import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract, useRouteMutation } from '@/lib/api';
import type { LanguageCode } from '@/lib/languages';
import { readLoginState } from '../../session';

/**
 * SPEC §4 language change, WIRE.md §6.1 S19: a signed-in member's choice is told to the server
 * (PUT, silent), and only when logged in and not on a trial account. `mutateAsync` resolves without
 * a call for anyone else.
 */
export function useUpdateLanguage() {
  const client = useQueryClient();
  const mutation = useRouteMutation(contract.member.updateLanguage, { toArgs: (language: LanguageCode) => ({ body: { language } }) });
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    async (language: LanguageCode): Promise<unknown> => {
      const { isLogin, isTrial } = readLoginState(client);
      if (!isLogin || isTrial) return null;
      return send(language);
    },
    [client, send],
  );
  return { ...mutation, mutateAsync };
}
