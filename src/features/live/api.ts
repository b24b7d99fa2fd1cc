import { useTranslation } from '../../lib/useTranslation';
import { contract, useRouteMutation, useRouteQuery } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';

/** How many hosts and rooms the /live strip shows. */
export const LIVE_STRIP_SIZE = 8;

/** SPEC §7 live model list: online hosts first, then by viewers. */
export function useLiveModels() {
  const { i18n } = useTranslation();
  return useRouteQuery(contract.live.models, { query: { onlineOnly: '0', pageNo: 1, pageSize: LIVE_STRIP_SIZE, language: resolveLanguage(i18n.language) } }, { staleTime: 60_000 });
}

/** SPEC §7 live room list: open rooms first, then by viewers. */
export function useLiveRooms() {
  const { i18n } = useTranslation();
  return useRouteQuery(contract.live.rooms, { query: { pageNo: 1, pageSize: LIVE_STRIP_SIZE, language: resolveLanguage(i18n.language) } }, { staleTime: 60_000 });
}

/** SPEC §7 launch chat: the room's chatUrl, for members (the route needs the token). */
export function useLaunchChat() {
  return useRouteMutation(contract.live.launchChat, { exclusive: true });
}
