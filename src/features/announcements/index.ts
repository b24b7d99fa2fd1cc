/** Notices (N1): the home marquee, the notice and announcements modals, public popups, the one cached announcements answer the banners and public promotions read too, and the sanitized rich text they share. */
export { NoticeMarquee } from './NoticeMarquee';
export { NoticeModal } from './NoticeModal';
export { AnnouncementsModal } from './AnnouncementsModal';
export { PublicPopups } from './PublicPopups';
export { PublicPopupModal } from './PublicPopupModal';
export { RichText } from './RichText';
export { withoutRepeatedTitle } from './repeatedTitle';
export { popupAudience, popupToShow, mayOpen, popupKey, type PopupState } from './popupRules';
export {
  forAudience, noticeQuery, pageOf, selectAnnouncements, selectNotices, selectPopups, toNotice, useNoticeBundle,
  type AnnouncementItem, type NoticeItem, type PopupItem,
} from './api';
export { wireBoolean, wireString, wireTimeIso } from './wireRead';
export { loadAnnouncementsModal, loadNoticeModal, loadPublicPopupModal } from './lazy';
