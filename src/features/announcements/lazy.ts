/**
 * Lazy entry points of this feature for the app (modals, layout parts, route gates): each loads its
 * module on demand, a chunk of its own. A module of their own, which the face only re-exports, so
 * importing them pulls nothing else of the face into the importer's chunk.
 */
export const loadAnnouncementsModal = () => import('./screens/AnnouncementsModal').then((module) => module.AnnouncementsModal);
export const loadNoticeModal = () => import('./screens/NoticeModal').then((module) => module.NoticeModal);
export const loadPublicPopupModal = () => import('./screens/PublicPopupModal').then((module) => module.PublicPopupModal);
/** The public popups' watcher, which asks the prompt queue: it waits for N1 anyway, so its code follows the first page. */
export const loadPublicPopups = () => import('./components/PublicPopups').then((module) => module.PublicPopups);
