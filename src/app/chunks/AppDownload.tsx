/** App download and install guides (SPEC §1, §2 Other screens), loaded lazily. */
export { AppDownloadPage as Component } from '../../features/content';
