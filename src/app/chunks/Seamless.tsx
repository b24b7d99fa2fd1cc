/** The Seamless screen group (SPEC §4 chunk loading), loaded lazily. */
export { SeamlessScreen as Component } from '../../features/lottery';
