/**
 * Feedback (SPEC §2, §5, §9): the page, the modal and the support-content rules. `api.ts`, `screens/` (page,
 * modal), `components/` (form, history, panel), `rules/` (word count, images).
 */
export { FeedbackModal } from './screens/FeedbackModal';
export { FeedbackPage } from './screens/FeedbackPage';
export { countWords, wordCountProblem, type WordBounds } from './rules/wordCount';
export { acceptImages } from './rules/images';
export { loadFeedbackModal } from './lazy';
