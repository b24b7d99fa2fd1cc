/** The member's own corner of the shell: member info in the header and its menu. */
export { MemberInfo } from './MemberInfo';
