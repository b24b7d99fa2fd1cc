/** Notices: the home marquee, the notice and announcements modals, public popups, and the sanitized rich text they share. */
export { NoticeMarquee, marqueeSeconds } from './NoticeMarquee';
export { NoticeModal } from './NoticeModal';
export { AnnouncementsModal } from './AnnouncementsModal';
export { PublicPopups } from './PublicPopups';
export { PublicPopupModal } from './PublicPopupModal';
export { RichText } from './RichText';
export { withoutRepeatedTitle } from './repeatedTitle';
export { REWARD_CENTRE_PATH } from './AnnouncementDetail';
export { popupAudience, popupToShow, mayOpen, popupKey, announcementExecutions, type PopupPlan, type PopupState } from './popupRules';
