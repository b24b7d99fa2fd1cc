/** The agent's account pages in the agent centre: account details and customer service. */
export { AccountDetails } from './screens/AccountDetails';
export { CustomerService } from './screens/CustomerService';

/**
 * Lazy entry points, one per centre page (issue 34 §6; chunks named `<centre>.<page>`, docs/performance.md):
 * a centre opens a page with that screen's code alone, not everything this face exports.
 */
export const loadAccountDetails = () => import(/* webpackChunkName: "agent.accountDetails" */ './screens/AccountDetails').then((module) => module.AccountDetails);
export const loadCustomerService = () => import(/* webpackChunkName: "agent.customerService" */ './screens/CustomerService').then((module) => module.CustomerService);
