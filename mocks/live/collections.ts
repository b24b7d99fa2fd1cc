import { Collection } from '@msw/data';
import { liveModelSchema, liveRoomSchema } from '../../contracts/live';

export const liveModels = new Collection({ schema: liveModelSchema });
export const liveRooms = new Collection({ schema: liveRoomSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { liveModels, liveRooms };
