import type { UrlField } from '@/components';
import { parseMember } from '../rules/filters';

/** The `member` URL parameter: one team member's account, '' for the whole team. */
export const memberUrlField: UrlField<string> = { parse: parseMember, toParam: String, fallback: '' };
