/** The agent's account pages in the agent centre: account details and customer service. */
export { AccountDetails } from './screens/AccountDetails';
export { CustomerService } from './screens/CustomerService';
