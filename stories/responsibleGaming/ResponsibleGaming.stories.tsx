import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** The responsible-gaming centre (member page responsibleGaming) on the simulated backend, one story per scenario. */
const meta = {
  title: 'ResponsibleGaming/Centre',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/member?page=responsibleGaming', scenario: { persona: 'rg-limits' } } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** safeplay01: every kind of limit set, the weekly deposit increase pending for 24 hours. */
export const LimitsWithPendingIncrease: Story = {};

/** A player with no limit yet: every period shows "No limit". */
export const NoLimits: Story = { parameters: { scenario: { persona: 'player' } } satisfies StoryParameters };

/** Reality check and session length; on the fast clock the 30-minute check opens within a minute. */
export const RealityCheckFastClock: Story = {
  parameters: { route: '/member?page=responsibleGaming&tab=session', scenario: { persona: 'rg-limits', clock: 'fast' } } satisfies StoryParameters,
};

/** Time-out and self-exclusion forms, each confirmed with the password. */
export const Breaks: Story = { parameters: { route: '/member?page=responsibleGaming&tab=breaks' } satisfies StoryParameters };

/** The activity summary across every vertical: chart and table. */
export const Activity: Story = { parameters: { route: '/member?page=responsibleGaming&tab=activity' } satisfies StoryParameters };

/** The status fails: the page's error state with retry. */
export const LoadError: Story = { parameters: { scenario: { persona: 'rg-limits', faults: { 'responsibleGaming.status': '500' } } } satisfies StoryParameters };
