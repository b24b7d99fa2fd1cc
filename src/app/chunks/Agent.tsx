import { AgentCentre, type AgentCentreScreens } from '../../features/centre';
import { AgentDoor } from '../../features/agent/AgentDoor';
import { AgentHome } from '../../features/agent/AgentHome';
import { AgentAnnouncements, DownlineManagement, RegisterCenter, TeamOverview } from '../../features/agent';
import { AccountDetails, CustomerService } from '../../features/agent/account';
import { DownlineTransactions, MyIncome, TeamBetting, UserLoss } from '../../features/agent/reports';
import { DailyWages, DividendRecords, HourlySalary, RealtimeSalary } from '../../features/agent/salary';
import { useRouteMeta } from '../routeMeta';

/** The agent-centre pages built so far; the others show the centre's coming-soon panel. */
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
      <AgentCentre screens={SCREENS} />
    </AgentHome>
  );
}
