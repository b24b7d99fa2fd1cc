export { useLaunchGame, useOpenGame, type LaunchableGame } from './useLaunchGame';
