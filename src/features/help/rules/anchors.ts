/**
 * Help-centre deep links. The footer speaks of "about us" and "responsible
 * gaming"; the server's sections are coded `aboutUs` and `responsibleGaming`.
 * The footer builds its links with the section codes, and older or hand-typed
 * anchors (#about, #responsible, #terms) still reach their section.
 */
export const HELP_LINK_SECTIONS = {
  about: 'aboutUs',
  terms: 'term',
  privacy: 'privacy',
  faq: 'faq',
  responsible: 'responsibleGaming',
  licence: 'licence',
} as const;
export type HelpLinkKey = keyof typeof HELP_LINK_SECTIONS;

/** The anchor (#code) of a footer help link. */
export function helpAnchor(key: HelpLinkKey): string {
  return `#${HELP_LINK_SECTIONS[key]}`;
}

/**
 * The section an address's hash names among the sections the server sent:
 * the code itself, a known alias, or the code spelled in another case.
 * Undefined when it names none (the page then opens at its first section).
 */
export function resolveHelpSection(hash: string, codes: readonly string[]): string | undefined {
  const asked = decodeURIComponent(hash.replace(/^#/, '')).trim();
  if (!asked) return undefined;
  if (codes.includes(asked)) return asked;
  const alias = (HELP_LINK_SECTIONS as Record<string, string>)[asked];
  if (alias && codes.includes(alias)) return alias;
  const lower = asked.toLowerCase();
  return codes.find((code) => code.toLowerCase() === lower);
}
