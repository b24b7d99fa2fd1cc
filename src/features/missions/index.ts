/** Missions and the leaderboard (member centre page missionLeaderboard). */
export { MissionLeaderboard } from './screens/MissionLeaderboard';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadMissionLeaderboard = () => import(/* webpackChunkName: "member.missionLeaderboard" */ './screens/MissionLeaderboard').then((module) => module.MissionLeaderboard);
