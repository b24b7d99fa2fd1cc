/** The help centre: its sections and articles, in a modal (SPEC §2 /help, #term for the terms). */
export { HelpModal } from './HelpModal';
