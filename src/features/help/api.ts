import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/useTranslation';
import { contract, routeQueryOptions } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';

/** SPEC §7 helpCenter (lang, device WEB): its sections in the server's sort order. */
export function useHelpSections() {
  const { i18n } = useTranslation();
  return useQuery({
    ...routeQueryOptions(contract.system.helpCenter, { query: { lang: resolveLanguage(i18n.language), device: 'WEB' } }),
    staleTime: 10 * 60_000,
    select: (value) => [...value.sections].sort((a, b) => a.sort - b.sort),
  });
}
