/** Notices: the home marquee, the notice and announcements modals, public popups, and the sanitized rich text they share. */
export { NoticeMarquee } from './NoticeMarquee';
export { NoticeModal } from './NoticeModal';
export { AnnouncementsModal } from './AnnouncementsModal';
export { PublicPopups } from './PublicPopups';
export { PublicPopupModal } from './PublicPopupModal';
export { RichText } from './RichText';
export { withoutRepeatedTitle } from './repeatedTitle';
export { popupAudience, popupToShow, mayOpen, popupKey, announcementExecutions, type PopupState } from './popupRules';
