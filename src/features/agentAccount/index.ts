/**
 * The agent's account pages in the agent centre: account details and customer service. No components/ nor
 * rules/: two small screens built from the agent shell's overview and the report kit's stat tiles.
 */
export { AccountDetails } from './screens/AccountDetails';
export { CustomerService } from './screens/CustomerService';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadAccountDetails, loadCustomerService } from './lazyScreens';
