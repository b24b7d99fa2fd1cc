import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The member centre's engagement pages (issue 14), each rendered by the real
 * route table on a scenario of the simulated backend: messages, VIP rewards,
 * the reward centre, promotions, the manual rebate and the red envelope.
 */
const meta = {
  title: 'Engage/Member centre pages',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { layout: 'fullscreen', route: '/member?page=messageV2' } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const player = { persona: 'player' } as const;

/** The seeded player's inbox: 25 messages, 7 unread in bold, newest first. */
export const Messages: Story = {
  parameters: { route: '/member?page=messageV2', scenario: player } satisfies StoryParameters,
};

/** A member with two messages (newbie01): the short inbox. */
export const MessagesFew: Story = {
  parameters: { route: '/member?page=messageV2', scenario: { persona: 'newbie01' } } satisfies StoryParameters,
};

/** The inbox failing with 500: the retry state. */
export const MessagesFailing: Story = {
  parameters: { route: '/member?page=messageV2', scenario: { ...player, faults: { 'messages.list': '500' } } } satisfies StoryParameters,
};

/** VIP Platinum on the way to Diamond, the six levels and their perks, four rewards to claim. */
export const VipRewards: Story = {
  parameters: { route: '/member?page=rewards', scenario: player } satisfies StoryParameters,
};

/** The reward centre: claimable items first, each with status, expiry and claim. */
export const RewardCentre: Story = {
  parameters: { route: '/member?page=rewardCenter', scenario: player } satisfies StoryParameters,
};

/** Arriving from an announcement's go-to-promotion: the promotion's item pinned on top. */
export const RewardCentreFromAnnouncement: Story = {
  parameters: { route: '/member?page=rewardCenter&promotionId=3', scenario: player } satisfies StoryParameters,
};

/** The member's promotions: every SPEC §4 status with its action or explanation. */
export const MemberPromotions: Story = {
  parameters: { route: '/member?page=promotions', scenario: player } satisfies StoryParameters,
};

/** A reviewed promotion's detail view, ready for an application with its remark. */
export const PromotionDetail: Story = {
  parameters: { route: '/member?page=promotions&promotion=18', scenario: player } satisfies StoryParameters,
};

/** /promotions for a guest: the public statuses, "log in to join". */
export const PublicPromotions: Story = {
  parameters: { route: '/promotions', scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** The rebate per game category with rates, the claim and its history. */
export const ManualRebate: Story = {
  parameters: { route: '/member?page=manualRebate', scenario: player } satisfies StoryParameters,
};

/** The current red envelope with its countdown, and the past event the player opened. */
export const RedEnvelope: Story = {
  parameters: { route: '/member?page=redEnvelope', scenario: player } satisfies StoryParameters,
};

/** A slow network: the skeletons of the reward centre. */
export const RewardCentreSlow: Story = {
  parameters: { route: '/member?page=rewardCenter', scenario: { ...player, latency: 'slow' } } satisfies StoryParameters,
};
