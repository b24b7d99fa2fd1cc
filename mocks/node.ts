import { setupServer } from 'msw/node';
import { assetHandlers } from './engine/assets';
import { handlers } from './handlers';

/** The simulated backend for Node (tests, benchmarks). */
export function createSimulatedServer() {
  return setupServer(...handlers, ...assetHandlers);
}
