import { contract } from '../../contracts';
import { implement } from '../engine/implement';
import { balanceRoutes } from './balance-handlers';
import { depositRoutes } from './deposit-handlers';
import { uplineRoutes } from './upline-handlers';
import { withdrawalRoutes } from './withdrawal-handlers';

/** The wallet routes, one file per sub-domain (balance and safe box, deposits, withdrawals, upline transfers), checked whole against the contract. */
export const walletImpl = implement(contract.wallet, { ...balanceRoutes, ...depositRoutes, ...withdrawalRoutes, ...uplineRoutes });
