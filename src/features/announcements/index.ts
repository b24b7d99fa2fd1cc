/**
 * The site's announcements (the platform's notices, N1; not the lobby's refusal dialogs): `api.ts`, `screens/`
 * (the announcements, notice and public popup modals), `components/` (marquee, popup host, detail, rich text),
 * `rules/` (popup rules, repeated titles, reading loose wire values). The home marquee, the notice and announcements modals, public popups, the one cached announcements answer the banners and public promotions read too, and the sanitized rich text they share.
 */
export { NoticeMarquee } from './components/NoticeMarquee';
export { NoticeModal } from './screens/NoticeModal';
export { AnnouncementsModal } from './screens/AnnouncementsModal';
export { PublicPopups } from './components/PublicPopups';
export { PublicPopupModal } from './screens/PublicPopupModal';
export { RichText } from './components/RichText';
export { withoutRepeatedTitle } from './rules/repeatedTitle';
export { popupAudience, popupToShow, mayOpen, popupKey, type PopupState } from './rules/popupRules';
export {
  forAudience, noticeQuery, pageOf, selectAnnouncements, selectNotices, selectPopups, toNotice, useNoticeBundle,
  type AnnouncementItem, type NoticeItem, type PopupItem,
} from './api';
export { wireBoolean, wireString, wireTimeIso } from './rules/wireRead';
export { loadAnnouncementsModal, loadNoticeModal, loadPublicPopupModal, loadPublicPopups } from './lazy';
