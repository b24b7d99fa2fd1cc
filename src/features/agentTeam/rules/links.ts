import { agentPageHref } from '@/lib/centrePages';

/** The URL parameter naming one team member on the agent-centre pages (search, focus, reports). */
export const MEMBER_PARAM = 'member';

/** The member's row in downlineManagmentView: searched for and focused. */
export function memberRowHref(account: string): string {
  return agentPageHref('downlineManagmentView', { q: account, [MEMBER_PARAM]: account });
}

/** The member's bets in team betting (personalHistoryCopy). */
export function memberBetsHref(account: string): string {
  return agentPageHref('personalHistoryCopy', { [MEMBER_PARAM]: account });
}

/** The member's ledger rows (agentDownlineTransactionDetailsCopy). */
export function memberTransactionsHref(account: string): string {
  return agentPageHref('agentDownlineTransactionDetailsCopy', { [MEMBER_PARAM]: account });
}
