/** The MemberCenter screen group (SPEC §4 chunk loading), loaded lazily. */
export { PageByRoute as Component } from './PageByRoute';
