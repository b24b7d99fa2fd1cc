/** The agent's account pages in the agent centre: account details and customer service. */
export { AccountDetails } from './screens/AccountDetails';
export { CustomerService } from './screens/CustomerService';
/** Lazy entry points, one per centre page: each screen its own chunk (./lazyScreens.ts). */
export { loadAccountDetails, loadCustomerService } from './lazyScreens';
