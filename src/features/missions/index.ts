/** Missions and the leaderboard (member centre page missionLeaderboard). */
export { MissionLeaderboard } from './screens/MissionLeaderboard';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadMissionLeaderboard } from './lazyScreens';
