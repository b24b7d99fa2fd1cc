import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveModel, LiveRoom } from '@contracts/live';
import { useTranslation } from '../../lib/useTranslation';
import { contract, routeQueryOptions, useRouteMutation, type RouteValue } from '../../lib/api';
import { resolveLanguage } from '../../lib/languages';
import type { LaunchTarget } from '../lobby';

/** How many hosts and rooms the /live strip shows. */
export const LIVE_STRIP_SIZE = 8;

/** A host as the strip shows it (N18's fields are not recorded: every one has a default). */
export interface Host {
  modelId: string;
  nickname: string;
  avatarUrl: string | undefined;
  online: boolean;
  viewers: number;
  roomId: string | undefined;
}

/** A live room as the strip shows it, with what launches its table. */
export interface Room {
  roomId: string;
  title: string;
  open: boolean;
  viewers: number;
  minBet: number | undefined;
  maxBet: number | undefined;
  coverUrl: string | undefined;
  /** Null when the room names no game to launch. */
  launch: LaunchTarget | null;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

export function toHost(model: LiveModel): Host {
  return {
    modelId: text(model.modelId),
    nickname: text(model.nickname) || text(model.modelId),
    avatarUrl: text(model.avatarUrl) || undefined,
    online: model.online === true,
    viewers: model.viewers ?? 0,
    roomId: text(model.roomId) || undefined,
  };
}

/** A room launches its table's game (G11 with the game's gameId, WIRE.md §6.4), when it names one. */
export function toRoom(room: LiveRoom): Room {
  const nodeId = text(room.nodeId);
  const gameId = text((room as { gameId?: unknown }).gameId);
  const vassalage = text(room.vassalage);
  return {
    roomId: text(room.roomId),
    title: text(room.title) || text(room.roomId),
    open: text(room.status).toUpperCase() === 'OPEN',
    viewers: room.viewers ?? 0,
    minBet: room.minBet ?? undefined,
    maxBet: room.maxBet ?? undefined,
    coverUrl: text(room.coverUrl) || undefined,
    launch: nodeId && gameId && vassalage ? { nodeId, gameId, vassalage, gameType: text(room.gameType) || 'LIVE', platform: 'html5-desktop' } : null,
  };
}

/** N18 live model list: online hosts first, then by viewers. Members only (the call needs the token). */
export const liveModelsOptions = (language: string) =>
  queryOptions({
    ...routeQueryOptions(contract.live.models, { query: { onlineOnly: '0', page: 1, size: LIVE_STRIP_SIZE, language: resolveLanguage(language) } }),
    staleTime: 60_000,
    select: (value: RouteValue<typeof contract.live.models>) => value.content.map(toHost),
  });

/** G15 room list: open rooms first, then by viewers. Members only. */
export const liveRoomsOptions = (language: string) =>
  queryOptions({
    ...routeQueryOptions(contract.live.rooms, { query: { page: 1, size: LIVE_STRIP_SIZE, language: resolveLanguage(language) } }),
    staleTime: 60_000,
    select: (value: RouteValue<typeof contract.live.rooms>) => value.content.map(toRoom),
  });

export function useLiveModels(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...liveModelsOptions(i18n.language), enabled });
}

export function useLiveRooms(enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({ ...liveRoomsOptions(i18n.language), enabled });
}

/** N17 launch chat: the room's chatUrl, for members (the route needs the token). */
export function useLaunchChat() {
  return useRouteMutation(contract.live.launchChat, {
    toArgs: ({ roomId, language }: { roomId: number; language: string }) => ({ query: { roomId, language } }),
    exclusive: true,
  });
}
