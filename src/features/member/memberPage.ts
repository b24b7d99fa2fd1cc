/** Member-centre pages (SPEC §2) are addressed as /member?page=<name>; the default is securityCenter. */
export const MEMBER_DEFAULT_PAGE = 'securityCenter';

export function memberPage(name: string): string {
  return `/member?page=${encodeURIComponent(name)}`;
}
