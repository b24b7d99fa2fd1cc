import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * Jurisdiction profiles (issue 35): each regulator's distinctive screens on the simulated backend,
 * the profile set by the scenario (`jurisdiction`), as QA's toolbar and `?jurisdiction=` set it.
 */
const meta = {
  title: 'ResponsibleGaming/Jurisdictions',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/member?page=responsibleGaming', scenario: { persona: 'player' } } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PAGCOR: the sign-up form asks whether the player is a student, an official or a member of the AFP or PNP. */
export const PhRegistrationDeclaration: Story = {
  parameters: { route: '/register', scenario: { persona: 'guest', jurisdiction: 'PH' } } satisfies StoryParameters,
};

/** PAGCOR: the cashier offers no crypto channel (no credit-card or crypto deposits for betting). */
export const PhCashierWithoutCrypto: Story = {
  parameters: { route: '/member?page=depositv2', scenario: { persona: 'player', jurisdiction: 'PH' } } satisfies StoryParameters,
};

/** UKGC: an unverified member is sent to verify age and identity before any deposit. */
export const UkVerifyBeforeDeposit: Story = {
  parameters: { route: '/member?page=depositv2', scenario: { persona: 'newbie', jurisdiction: 'UK' } } satisfies StoryParameters,
};

/** UKGC: the responsible-gaming page with net deposits (deposits less withdrawals). */
export const UkNetDeposits: Story = { parameters: { scenario: { persona: 'player', jurisdiction: 'UK' } } satisfies StoryParameters };

/** UKGC: the login modal offers no free play (a trial account is never verified). */
export const UkNoFreePlay: Story = {
  parameters: { route: '/login', scenario: { persona: 'guest', jurisdiction: 'UK' } } satisfies StoryParameters,
};

/** MGA: the responsible-gaming message a member acknowledges before the first bet. */
export const MtMessageBeforeFirstBet: Story = { parameters: { scenario: { persona: 'player', jurisdiction: 'MT' } } satisfies StoryParameters };

/** MGA: the breaks panel with the all-brands choice (self-exclusion is one click from the page's top). */
export const MtSelfExclusionAllBrands: Story = {
  parameters: { route: '/member?page=responsibleGaming&tab=breaks', scenario: { persona: 'player', jurisdiction: 'MT' } } satisfies StoryParameters,
};

/** MGA: the points mall with the money value beside the balance and every price. */
export const MtPointsMoneyValue: Story = {
  parameters: { route: '/pointMall', scenario: { persona: 'player', jurisdiction: 'MT' } } satisfies StoryParameters,
};
