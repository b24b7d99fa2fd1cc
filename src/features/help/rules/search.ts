import type { HelpSection } from '@contracts/system';

export interface HelpHit {
  sectionCode: string;
  sectionTitle: string;
  articleId: number;
  title: string;
  /** A few words around the first match, as plain text. */
  excerpt: string;
}

/** The text of server HTML, for matching only (never rendered as HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT_RADIUS = 60;

/**
 * Articles whose title or text holds every word of the query (trimmed,
 * case-insensitive), title matches first, in section order otherwise.
 */
export function searchHelp(sections: readonly HelpSection[], query: string): HelpHit[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hits: Array<HelpHit & { inTitle: boolean; order: number }> = [];
  let order = 0;
  for (const section of sections) {
    for (const article of section.articles) {
      order += 1;
      const text = plainText(article.content);
      const haystack = `${article.title} ${text}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
      const at = text.toLowerCase().indexOf(words[0] ?? '');
      const start = Math.max(0, at - EXCERPT_RADIUS);
      const excerpt = at < 0 ? text.slice(0, EXCERPT_RADIUS * 2) : `${start > 0 ? '…' : ''}${text.slice(start, at + EXCERPT_RADIUS)}${at + EXCERPT_RADIUS < text.length ? '…' : ''}`;
      hits.push({
        sectionCode: section.code,
        sectionTitle: section.title,
        articleId: article.id,
        title: article.title,
        excerpt,
        inTitle: words.every((word) => article.title.toLowerCase().includes(word)),
        order,
      });
    }
  }
  return hits
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.order - b.order)
    .map(({ inTitle: _inTitle, order: _order, ...hit }) => hit);
}
