import { liveRooms } from '../../../mocks/live/collections';
import type { Examples } from './types';

export const liveExamples = {
  models: { persona: 'guest', args: { query: { pageNo: 1, pageSize: 20 } } },
  launchChat: {
    persona: 'player01',
    args: async () => ({ body: { roomId: liveRooms.all().find((room) => room.status === 'OPEN')!.roomId } }),
  },
  rooms: { persona: 'guest', args: { query: { status: 'OPEN' } } },
} satisfies Examples<'live'>;
