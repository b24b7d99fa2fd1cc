import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StoryApp } from '../support/StoryApp';
import type { StoryParameters } from '../support/parameters';

/**
 * The main layout (SPEC §2): side menu, header, banner, content and footer,
 * rendered by the real route table on the simulated backend. Each story sets
 * the backend's scenario through `parameters.scenario`.
 */
const meta = {
  title: 'Layouts/MainLayout',
  component: StoryApp,
  render: (_args, { parameters }) => <StoryApp route={parameters.route} />,
  parameters: { route: '/' } satisfies StoryParameters,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home for a visitor: the default scenario, no session. */
export const HomeGuest: Story = {
  parameters: { scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** Home logged in as the seeded player (balance, messages, VIP in the header). */
export const HomePlayer: Story = {
  parameters: { scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** The live casino lobby: hosts online and open rooms above the game list, with the live banner group. */
export const LiveLobby: Story = {
  parameters: { route: '/live', scenario: { persona: 'guest' } } satisfies StoryParameters,
};

/** A game page (auth only): no side menu and no footer. */
export const GamePageLottery: Story = {
  parameters: { route: '/lottery', scenario: { persona: 'player' } } satisfies StoryParameters,
};

/** Slow network (1.5–3 s per answer): the skeletons while the lobby loads. */
export const SlowNetwork: Story = {
  parameters: { scenario: { latency: 'slow' } } satisfies StoryParameters,
};

/** The banner and menu calls failing with 500 while the rest of the lobby answers. */
export const LobbyCallsFailing: Story = {
  parameters: { scenario: { faults: { 'notices.notice': '500', 'games.vendorLanes': '500' } } } satisfies StoryParameters,
};
