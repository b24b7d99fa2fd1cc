/** The feedback page (SPEC §2 Other screens), loaded lazily. */
export { FeedbackPage as Component } from '../../features/feedback';
