/**
 * The badge counts of the centre menus (SPEC §2: missions, messages, rewards). The centre only shows
 * them: the member feature counts them, and the route's chunk hands them in (src/app/chunks), so the
 * centre, which most features use, depends on none of them.
 */
export interface CentreBadgeCounts {
  messages: number;
  missions: number;
  rewards: number;
}
