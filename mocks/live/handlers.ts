import { contract } from '../../contracts';
import { ERROR_CODES } from '../../contracts/shared/errors';
import { requireMember } from '../engine/auth';
import { now } from '../engine/clock';
import { implement } from '../engine/implement';
import { ok, refuse } from '../engine/refusal';
import { liveModels, liveRooms } from './collections';
import { pickLaunchCdn } from '../games/demo';

/** How long a chat link stays valid. */
export const CHAT_TTL_MS = 2 * 60 * 60 * 1000;

/** Our paging for lists whose shape the platform does not record (WIRE.md §7.1): content, totalPages, pageNum. */
function page<T>(rows: readonly T[], pageNum: number, size: number) {
  return { content: rows.slice((pageNum - 1) * size, pageNum * size), totalPages: Math.ceil(rows.length / size), pageNum };
}

export const liveImpl = implement(contract.live, {
  models: ({ query }) => {
    const vassalage = query.vassalage?.trim().toUpperCase();
    const rows = liveModels
      .all()
      .filter((model) => (query.onlineOnly === '1' ? model.online : true) && (!vassalage || model.vassalage === vassalage))
      .sort((a, b) => Number(b.online) - Number(a.online) || b.viewers - a.viewers || a.modelId - b.modelId);
    return ok(page(rows, query.page, query.size));
  },

  launchChat: ({ query }, ctx) => {
    const member = requireMember(ctx);
    const room = liveRooms.findFirst((q) => q.where({ roomId: query.roomId }));
    if (!room) throw refuse(ERROR_CODES.NOT_FOUND, 'No such room', 400);
    if (room.status !== 'OPEN') throw refuse(ERROR_CODES.INVALID_STATE, 'The room is closed', 400);
    const ticket = crypto.randomUUID().replace(/-/g, '');
    const params = new URLSearchParams({
      roomId: String(room.roomId),
      ticket,
      nickname: member.nickname,
      language: query.language ?? member.language,
    });
    return ok({
      chatUrl: `${pickLaunchCdn()}/demo-games/chat.html?${params.toString()}`,
      expiresAt: new Date(now() + CHAT_TTL_MS).toISOString(),
    });
  },

  rooms: ({ query }) => {
    const vassalage = query.vassalage?.trim().toUpperCase();
    const rows = liveRooms
      .all()
      .filter((room) => (!query.status || room.status === query.status) && (!vassalage || room.vassalage === vassalage))
      .sort((a, b) => Number(b.status === 'OPEN') - Number(a.status === 'OPEN') || b.viewers - a.viewers || a.roomId - b.roomId);
    return ok(page(rows, query.page, query.size));
  },
});
