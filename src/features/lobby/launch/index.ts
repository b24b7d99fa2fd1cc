export { useLaunchGame, useOpenGame, useOpenVendor, type LaunchableGame } from './useLaunchGame';
