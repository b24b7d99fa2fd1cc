import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LaunchProblemScreen } from '../../src/features/lobby/game-frame/LaunchProblemScreen';

/**
 * Issue 35: the game frame's screens for a launch that did not open, one per launch code of WIRE.md §4.4 and for
 * the hosts that do not answer. Switch the toolbar's language for the TY texts. The screens fill the frame's stage,
 * so each story gives them one.
 */
const meta = {
  title: 'Games/GameFrame/LaunchProblemScreen',
  component: LaunchProblemScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 620, background: '#05030c' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    problem: { kind: 'hostsDown' },
    gameName: 'Dragon Lion Hold & Win',
    onRetry: fn(),
    onClose: fn(),
    onDeposit: fn(),
    previousGame: null,
    onResume: fn(),
    onCloseAndPlay: fn(),
    closing: false,
    similarGames: [],
    onPlaySimilar: fn(),
    busy: { attempt: 1, max: 3, secondsLeft: null },
    onStopRetrying: fn(),
  },
} satisfies Meta<typeof LaunchProblemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** #734: the previous game (from the recent games) can be resumed, or closed for this one. */
export const PreviousGameNotFinished: Story = {
  args: { problem: { kind: 'previousGame', message: 'Previous game not finished (#734)' }, previousGame: { name: 'Red Dog VIP' } },
};

/** #734 before the recent games have answered: only closing is offered. */
export const PreviousGameUnknown: Story = {
  args: { problem: { kind: 'previousGame', message: '' }, previousGame: null },
};

const inNinetyMinutes = () => new Date(Date.now() + 90 * 60_000).toISOString();

/** vendor_under_maintenance: its window, a countdown to its end, and games of the same type from other vendors. */
export const VendorMaintenance: Story = {
  args: {
    problem: {
      kind: 'maintenance',
      message: 'The vendor is under maintenance',
      maintainTime: '2026-11-28 09:30:00',
      endTime: '2026-11-28 11:30:00',
      endIso: inNinetyMinutes(),
    },
    similarGames: [
      { key: '1', name: 'Fortune Tiger', vendor: 'PG Soft', icon: null },
      { key: '2', name: 'Golden Empire', vendor: 'JILI', icon: null },
      { key: '3', name: 'Sweet Bonanza', vendor: 'Pragmatic Play', icon: null },
    ],
  },
};

/** Maintenance whose end has passed: the countdown gives way to "Try again". */
export const VendorMaintenanceOver: Story = {
  args: {
    problem: { kind: 'maintenance', message: '', maintainTime: '2026-11-28 09:30:00', endTime: '2026-11-28 10:00:00', endIso: '2026-11-28T10:00:00.000Z' },
  },
};

/** launch_game_balance_not_enough: deposit, then the game launches on coming back. */
export const BalanceTooLow: Story = {
  args: { problem: { kind: 'deposit', message: 'Insufficient balance to launch the game' } },
};

/** #727 while retrying by itself: the countdown and the attempt, and a way to stop. */
export const SystemBusyRetrying: Story = {
  args: { problem: { kind: 'busy', message: 'System busy (#727)' }, busy: { attempt: 2, max: 3, secondsLeft: 4 } },
};

/** #727 after the automatic attempts (or once the player stopped them). */
export const SystemBusyStopped: Story = {
  args: { problem: { kind: 'busy', message: 'System busy (#727)' }, busy: { attempt: 3, max: 3, secondsLeft: null } },
};

/** No launch host answered (WIRE.md §6.2 launchGameCDNs, each tried in turn). */
export const HostsDown: Story = {};

/** Any other refusal, in the server's words. */
export const OtherRefusal: Story = {
  args: { problem: { kind: 'other', text: 'The game is not available in your region', translate: false } },
};
