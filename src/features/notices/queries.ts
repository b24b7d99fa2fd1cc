import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES } from '../../../contracts/shared/constants';
import { contract, useRouteQuery } from '../../lib/api';
import type { Execution } from './popupRules';

/** The notice bundle's player list (types PL and H): the home marquee and the notice modal share it. */
export function usePlayerNotices() {
  return useRouteQuery(
    contract.notices.notice,
    { query: { types: 'PL,H', platform: ANNOUNCEMENT_PLATFORM, execution: 'B' } },
    { staleTime: 5 * 60_000 },
  );
}

/** SPEC §7 announcements: types B,PL,PU,PR,H on platform W, 9 per page (§9). */
export function useAnnouncements(page: number, executions: readonly Execution[]) {
  return useRouteQuery(
    contract.notices.announcements,
    {
      query: {
        types: ANNOUNCEMENT_TYPES.join(','),
        platform: ANNOUNCEMENT_PLATFORM,
        execution: executions.join(','),
        pageNo: page,
        pageSize: ANNOUNCEMENT_PAGE_SIZE,
      },
    },
    { staleTime: 60_000, placeholderData: (previous) => previous },
  );
}
