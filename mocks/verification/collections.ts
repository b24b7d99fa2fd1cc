/** Collections whose records users change: persisted in the demo. */
export const persistent = {};
/** Collections regenerated from the seed on every start, never stored. */
export const catalogue = {};
