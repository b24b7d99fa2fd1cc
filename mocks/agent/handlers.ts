import { contract } from '../../contracts';
import { implement } from '../engine/implement';
import { accountRoutes } from './account-handlers';
import { contractRoutes } from './contract-handlers';
import { reportRoutes } from './report-handlers';
import { salaryRoutes } from './salary-handlers';
import { teamRoutes } from './team-handlers';

/** The agent routes, one file per area (account, team, reports, salary, contracts), checked whole against the contract. */
export const agentImpl = implement(contract.agent, { ...accountRoutes, ...teamRoutes, ...reportRoutes, ...salaryRoutes, ...contractRoutes });
