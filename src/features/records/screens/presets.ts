import type { DatePreset } from '@/components';

/**
 * The presets record pages offer: SPEC §9 names "previous 7 or 30 days" (and
 * next 7 or 30, which only future-dated lists such as schedules need: a record
 * has no future), with today and yesterday as quick picks.
 */
export const RECORD_PRESETS: DatePreset[] = ['today', 'yesterday', 'prev7', 'prev30'];
