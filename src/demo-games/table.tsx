import { bootDemoGame } from './boot';
import { TableGame } from './TableGame';

/** Entry of /demo-games/table.html (demo and dev builds only). */
void bootDemoGame(TableGame);
