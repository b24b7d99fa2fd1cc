import { bootDemoGame } from './boot';
import { SlotGame } from './SlotGame';

/** Entry of /demo-games/slot.html (demo and dev builds only). */
void bootDemoGame(SlotGame);
