/** Missions and the leaderboard (member centre page missionLeaderboard). */
export { MissionLeaderboard } from './screens/MissionLeaderboard';
