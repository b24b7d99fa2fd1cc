import { AgentCentre, type AgentCentreScreens } from '../../features/centre';
import { AgentHome } from '@/features/agent';
import { loadAccountDetails, loadCustomerService } from '@/features/agentAccount';
import { useContractFlags } from '@/features/agentContracts';
import { loadDownlineTransactions, loadMyIncome, loadTeamBetting, loadUserLoss } from '@/features/agentReports';
import { loadDailyWages, loadDividendRecords, loadHourlySalary, loadRealtimeSalary } from '@/features/agentSalary';
import { loadAgentAnnouncements, loadDownlineManagement, loadRegisterCenter, loadTeamOverview } from '@/features/agentTeam';
import { loadDeposit, loadWithdraw } from '../../features/cashier';
import { loadMessages } from '../../features/messages';
import { useMemberCentreBadges } from '../../features/member';

/**
 * Every agent-centre page of SPEC §2, by its name: its screen's lazy entry point, a chunk of its own
 * (`agent.<page>`; the pages the member centre shares keep their `member.<page>` chunk).
 */
export const SCREENS: AgentCentreScreens = {
  agentTeamOverview: loadTeamOverview,
  agentAnnouncement: loadAgentAnnouncements,
  registerCenter: loadRegisterCenter,
  downlineManagmentView: loadDownlineManagement,
  personalHistoryCopy: loadTeamBetting,
  palStatementsAgentCopy: loadUserLoss,
  agentRevenueReport: loadMyIncome,
  agentDownlineTransactionDetailsCopy: loadDownlineTransactions,
  agentDividendRecordCopy2: loadDividendRecords,
  agentDailyWages2: loadDailyWages,
  agentHourSalary: loadHourlySalary,
  agentRealtimeSalary: loadRealtimeSalary,
  customerService: loadCustomerService,
  accountDetails: loadAccountDetails,
  // The member centre's own pages: platform messages and the cashier, inside the agent layout (SPEC §2).
  messageV2: loadMessages,
  depositv2: loadDeposit,
  withdraw: loadWithdraw,
};

/**
 * The Agent screen group (SPEC §4 chunk loading): the agent centre at
 * /agentHome?page=<name>, for agents only (the door at /agent is its own
 * chunk). Its pages load once AgentHome has admitted the visitor as an agent
 * (no preparePage here), so nobody else downloads a byte of them.
 */
export function Component() {
  return (
    <AgentHome>
      <Centre />
    </AgentHome>
  );
}

/** The centre with SPEC §3's contract flags (K0, the agent feature's) beside the permission features. */
function Centre() {
  return <AgentCentre screens={SCREENS} badges={useMemberCentreBadges()} contractFlags={useContractFlags()} />;
}
