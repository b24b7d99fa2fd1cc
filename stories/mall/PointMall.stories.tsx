import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The points mall (/pointMall), the referral page and the missions page on
 * the simulated backend, each story on a scenario.
 */
const meta = {
  title: 'Mall/PointMall',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/pointMall', layout: 'fullscreen' } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor browses the catalogue and is asked to log in to redeem. */
export const CatalogueGuest: Story = {
  parameters: { scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** The seeded player with 34,207 points: what each item still needs. */
export const CataloguePlayer: Story = {
  parameters: { scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** Redeem history with every status (processing, approved, rejected). */
export const RedeemHistory: Story = {
  parameters: { route: '/pointMall?tab=history&range=prev30', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** Every change of the point balance. */
export const PointsDetails: Story = {
  parameters: { route: '/pointMall?tab=details', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** Points rules: server HTML, sanitized, and "points never expire". */
export const PointsRules: Story = {
  parameters: { route: '/pointMall?tab=rules', scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** The exchange rate table with the player's VIP level highlighted. */
export const ExchangeRates: Story = {
  parameters: { route: '/pointMall?tab=rates', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** Converting points into wallet money, with the rate and the preview. */
export const Convert: Story = {
  parameters: { route: '/pointMall?tab=convert', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** The catalogue when the backend is slow: skeleton cards. */
export const CatalogueSlow: Story = {
  parameters: { scenario: { persona: 'player', latency: 'slow' } } satisfies StoryParameters,
};

/** Refer a friend: code, link to copy, invited friends and rules. */
export const Referral: Story = {
  parameters: { route: '/member?page=referral', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** availablePromo REFERRAL off: the page says so and the menu leaves it out. */
export const ReferralOff: Story = {
  parameters: { route: '/member?page=referral', scenario: { persona: 'player', flags: { referral: false } } } satisfies StoryParameters,
};

/** Missions with a reward to claim, and the weekly leaderboard with the player's own row. */
export const Missions: Story = {
  parameters: { route: '/member?page=missionLeaderboard', scenario: { persona: 'player' } } satisfies StoryParameters,
};
