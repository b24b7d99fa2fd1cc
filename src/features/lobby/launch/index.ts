export { useLaunchGame, useOpenGame, type LaunchableGame, type OpenableGame } from './useLaunchGame';
