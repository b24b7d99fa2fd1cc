import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** The separate agent layout (SPEC §2): its own header with the clock, nickname and sign out. */
const meta = {
  title: 'Layouts/AgentLayout',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/agent' } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent page for a visitor. */
export const Guest: Story = {
  parameters: { scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** Logged in as the dividend agent: nickname and sign out in the header. */
export const DividendAgent: Story = {
  parameters: { scenario: { persona: 'agent-dividend' } } satisfies StoryParameters,
};

/** The agent home (auth only) as the daily-salary agent. */
export const AgentHomeDaily: Story = {
  parameters: { route: '/agentHome', scenario: { persona: 'agent-daily' } } satisfies StoryParameters,
};
