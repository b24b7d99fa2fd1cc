import { Collection } from '@msw/data';
import { articleSchema } from '../../contracts/content';

export const articles = new Collection({ schema: articleSchema });

/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = { articles };
