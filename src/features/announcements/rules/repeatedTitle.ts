const LEADING_HEADING = /^\s*<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1>\s*/i;

/** Server bodies often open with their own title as a heading; the pane already shows it, so it is not shown twice. */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = LEADING_HEADING.exec(html);
  if (!match) return html;
  const text = match[2]!.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text === title.trim() ? html.slice(match[0].length) : html;
}
