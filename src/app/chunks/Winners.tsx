/** The winners list (SPEC §2 Other screens, §7 winner ranking), loaded lazily. */
export { WinnersPage as Component } from '../../features/winners';
