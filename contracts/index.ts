import { initContract } from '@ts-rest/core';
import { domainContracts } from './domains';

const c = initContract();

/** The whole API: every /wps, /lgw and /wps/relay route the app calls. */
export const contract = c.router(domainContracts);

export type Contract = typeof contract;
