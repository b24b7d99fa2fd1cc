import { contract, useRouteMutation } from '../../../lib/api';
import type { LanguageCode } from '../../../lib/languages';

/** SPEC §4 language change: a signed-in member's choice is told to the server. */
export function useUpdateLanguage() {
  return useRouteMutation(contract.member.updateLanguage, { toArgs: (language: LanguageCode) => ({ body: { language } }) });
}
