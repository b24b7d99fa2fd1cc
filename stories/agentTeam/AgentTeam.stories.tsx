import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The agent team pages on the simulated backend, each on a scenario: the
 * team overview, announcements, the register centre and downline
 * management, as the README's seeded agents.
 */
const meta = {
  title: 'Agent centre/Team',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: {
    // A custom range over the seeded history (it ends on the world's reference date, 2026-11-01).
    route: '/agentHome?page=agentTeamOverview&range=2026-10-02..2026-11-01',
    scenario: { persona: 'agent-dividend' },
  } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** KPI cards, the trend of valid bets, own contracts and downline health. */
export const TeamOverview: Story = {};

/** The sub-agent with pending upline offers: the header badge and the offer banner. */
export const PendingOffers: Story = {
  parameters: { route: '/agentHome?page=agentTeamOverview&range=2026-10-02..2026-11-01&kpi=profitLoss', scenario: { persona: 'agent-daily' } } satisfies StoryParameters,
};

/** The team figures fail to load: the alert with retry. */
export const OverviewError: Story = {
  parameters: { scenario: { persona: 'agent-dividend', faults: { 'agent.teamOverview': '500' } } } satisfies StoryParameters,
};

/** Announcements, pinned first, the opened one sanitized. */
export const Announcements: Story = {
  parameters: { route: '/agentHome?page=agentAnnouncement' } satisfies StoryParameters,
};

/** Register a player, with the affiliate code, link and QR code. */
export const RegisterCenter: Story = {
  parameters: { route: '/agentHome?page=registerCenter', scenario: { persona: 'agent-realtime' } } satisfies StoryParameters,
};

/** The direct downline with its actions. */
export const DownlineManagement: Story = {
  parameters: { route: '/agentHome?page=downlineManagmentView' } satisfies StoryParameters,
};

/** Drilled into the sub-agent agent_daily's team (breadcrumb). */
export const DownlineDrillIn: Story = {
  parameters: { route: '/agentHome?page=downlineManagmentView&path=agent_daily' } satisfies StoryParameters,
};
