import { liveRooms } from '@mocks/live/collections';
import type { Examples } from './types';

export const liveExamples = {
  models: { persona: 'player01', args: { query: { onlineOnly: '0', page: 1, size: 20 } } },
  launchChat: {
    persona: 'player01',
    args: async () => ({ query: { roomId: liveRooms.all().find((room) => room.status === 'OPEN')!.roomId } }),
  },
  rooms: { persona: 'player01', args: { query: { status: 'OPEN', page: 1, size: 20 } } },
} satisfies Examples<'live'>;
