import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/** My account (securityCenter) on the simulated backend, one story per scenario. */
const meta = {
  title: 'Account/SecurityCenter',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/member?page=securityCenter', scenario: { persona: 'player' } } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified player: identity fields locked, payment password set, mobile verified, login history. */
export const VerifiedPlayer: Story = {};

/** KYC not done, no payment password: the set-first-time path and the KYC call to action. */
export const NewPlayer: Story = { parameters: { scenario: { persona: 'kyc' } } satisfies StoryParameters };

/** Slow backend: the page's loading skeleton. */
export const Loading: Story = { parameters: { scenario: { persona: 'player', latency: 'slow' } } satisfies StoryParameters };

/** The login history fails: its table's error state with retry. */
export const HistoryError: Story = { parameters: { scenario: { persona: 'player', faults: { 'member.loginHistory': '500' } } } satisfies StoryParameters };

