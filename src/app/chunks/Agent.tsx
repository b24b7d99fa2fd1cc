import { AgentCentre, type AgentCentreScreens } from '../../features/centre';
import { AgentDoor } from '../../features/agent/AgentDoor';
import { AgentHome } from '../../features/agent/AgentHome';
import { AgentAnnouncements, DownlineManagement, RegisterCenter, TeamOverview, useContractFlags } from '../../features/agent';
import { AccountDetails, CustomerService } from '../../features/agent/account';
import { DownlineTransactions, MyIncome, TeamBetting, UserLoss } from '../../features/agent/reports';
import { DailyWages, DividendRecords, HourlySalary, RealtimeSalary } from '../../features/agent/salary';
import { Deposit, Withdraw } from '../../features/cashier';
import { Messages } from '../../features/messages';
import { useRouteMeta } from '../routeMeta';

/** Every agent-centre page of SPEC §2, by its name. */
const SCREENS: AgentCentreScreens = {
  agentTeamOverview: TeamOverview,
  agentAnnouncement: AgentAnnouncements,
  registerCenter: RegisterCenter,
  downlineManagmentView: DownlineManagement,
  personalHistoryCopy: TeamBetting,
  palStatementsAgentCopy: UserLoss,
  agentRevenueReport: MyIncome,
  agentDownlineTransactionDetailsCopy: DownlineTransactions,
  agentDividendRecordCopy2: DividendRecords,
  agentDailyWages2: DailyWages,
  agentHourSalary: HourlySalary,
  agentRealtimeSalary: RealtimeSalary,
  customerService: CustomerService,
  accountDetails: AccountDetails,
  // The member centre's own pages: platform messages and the cashier, inside the agent layout (SPEC §2).
  messageV2: Messages,
  depositv2: Deposit,
  withdraw: Withdraw,
};

/**
 * The Agent screen group (SPEC §4 chunk loading): /agent, and the agent
 * centre at /agentHome?page=<name>, for agents only.
 */
export function Component() {
  const meta = useRouteMeta();
  if (meta.name !== 'agentHome') return <AgentDoor />;
  return (
    <AgentHome>
      <Centre />
    </AgentHome>
  );
}

/** The centre with SPEC §3's contract flags (K0, the agent feature's) beside the permission features. */
function Centre() {
  return <AgentCentre screens={SCREENS} contractFlags={useContractFlags()} />;
}
