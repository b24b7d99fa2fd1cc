import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** The agent centre's reports, salaries and account pages (issue 15), each on a scenario of the simulated backend. */
const meta = {
  title: 'Agent centre/Reports and salaries',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/agentHome?page=personalHistoryCopy', scenario: { persona: 'agent-dividend' } } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Team betting over a range that holds the seeded history. */
export const TeamBetting: Story = {
  parameters: { route: '/agentHome?page=personalHistoryCopy&range=2026-10-02..2026-11-01' } satisfies StoryParameters,
};

/** Team betting of one member, from the URL's `member`. */
export const TeamBettingOneMember: Story = {
  parameters: { route: '/agentHome?page=personalHistoryCopy&range=2026-10-02..2026-11-01&member=agent_div_dl02' } satisfies StoryParameters,
};

/** A member outside the team: the server's NOT_DOWNLINE said as such. */
export const TeamBettingOutsideTeam: Story = {
  parameters: { route: '/agentHome?page=personalHistoryCopy&member=agent_rt_dl01' } satisfies StoryParameters,
};

/** Team betting while the route fails: the table's error state with a retry. */
export const TeamBettingError: Story = {
  parameters: { scenario: { persona: 'agent-dividend', faults: { 'agent.teamBets': '500' } } } satisfies StoryParameters,
};

/** Team betting while the answer is slow: the loading state. */
export const TeamBettingLoading: Story = {
  parameters: { scenario: { persona: 'agent-dividend', latency: 'slow' } } satisfies StoryParameters,
};

/** User loss: one line per team member with a totals row. */
export const UserLoss: Story = {
  parameters: { route: '/agentHome?page=palStatementsAgentCopy&range=2026-10-02..2026-11-01' } satisfies StoryParameters,
};

/** My income per day and source. */
export const MyIncome: Story = {
  parameters: { route: '/agentHome?page=agentRevenueReport&range=2026-10-02..2026-11-01' } satisfies StoryParameters,
};

/** Downline transactions of one member. */
export const DownlineTransactions: Story = {
  parameters: { route: '/agentHome?page=agentDownlineTransactionDetailsCopy&range=2026-10-02..2026-11-01&member=agent_div_dl01' } satisfies StoryParameters,
};

/** Dividend records (bonus feature on). */
export const DividendRecords: Story = {
  parameters: { route: '/agentHome?page=agentDividendRecordCopy2&range=2026-10-02..2026-11-01' } satisfies StoryParameters,
};

/** Dividend records with the bonus feature off: not offered. */
export const DividendRecordsFlagOff: Story = {
  parameters: { route: '/agentHome?page=agentDividendRecordCopy2', scenario: { persona: 'agent-dividend', flags: { bonus: false } } } satisfies StoryParameters,
};

/** Daily wages of the daily-salary agent. */
export const DailyWages: Story = {
  parameters: { route: '/agentHome?page=agentDailyWages2&range=2026-10-02..2026-11-01', scenario: { persona: 'agent-daily' } } satisfies StoryParameters,
};

/** Hourly salary of the hourly agent. */
export const HourlySalary: Story = {
  parameters: { route: '/agentHome?page=agentHourSalary&range=2026-10-02..2026-11-01', scenario: { persona: 'agent-hourly' } } satisfies StoryParameters,
};

/** Real-time salary on the fast clock: a window settles every 10 seconds. */
export const RealtimeSalaryFastClock: Story = {
  parameters: { route: '/agentHome?page=agentRealtimeSalary', scenario: { persona: 'agent-realtime', clock: 'fast' } } satisfies StoryParameters,
};

/** Customer service channels from the start-up status. */
export const CustomerService: Story = {
  parameters: { route: '/agentHome?page=customerService' } satisfies StoryParameters,
};

/** Account details: today's summary and the profile. */
export const AccountDetails: Story = {
  parameters: { route: '/agentHome?page=accountDetails' } satisfies StoryParameters,
};
