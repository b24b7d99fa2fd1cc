import { useQuery } from '@tanstack/react-query';
import type { HelpSection } from '@contracts/system';
import { useTranslation } from '../../lib/useTranslation';
import { contract, routeQueryOptions } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';

/**
 * WIRE.md §6.2 Y11: the help centre is "a list" whose item fields are not recorded. Our design is a
 * list of sections; read defensively (answers are not validated in production): an item without a
 * code is dropped, a missing title, sort or article list gets a default, and sections come in sort order.
 */
export function selectHelpSections(value: unknown): HelpSection[] {
  const items = Array.isArray(value) ? value : [];
  return items
    .flatMap((item, index): HelpSection[] => {
      const section = item && typeof item === 'object' ? (item as Partial<Record<keyof HelpSection, unknown>>) : {};
      if (typeof section.code !== 'string' || !section.code) return [];
      const articles = (Array.isArray(section.articles) ? section.articles : []).flatMap((raw): HelpSection['articles'] => {
        const article = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
        return typeof article.id === 'number' && typeof article.content === 'string'
          ? [{ id: article.id, title: typeof article.title === 'string' ? article.title : '', content: article.content }]
          : [];
      });
      return [{
        code: section.code,
        title: typeof section.title === 'string' && section.title ? section.title : section.code,
        sort: typeof section.sort === 'number' ? section.sort : index,
        articles,
      }];
    })
    .sort((a, b) => a.sort - b.sort);
}

/** Y11 (lang, device WEB), asked again when the language changes: its sections in the server's sort order. */
export function useHelpSections() {
  const { i18n } = useTranslation();
  return useQuery({
    ...routeQueryOptions(contract.system.helpCenter, { query: { lang: resolveLanguage(i18n.language), device: 'WEB' } }),
    staleTime: 10 * 60_000,
    select: selectHelpSections,
  });
}
