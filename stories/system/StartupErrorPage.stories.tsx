import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { SystemGate, StartupErrorPage } from '../../src/features/system';
import { ApiError } from '../../src/lib/api';
import type { StoryParameters } from '../support/parameters';

/**
 * A failed start-up status call: a clear, retryable error, never a blank
 * page. The gate stories break the status route with the `faults`
 * scenario switch.
 */
const meta = {
  title: 'System/StartupErrorPage',
  component: StartupErrorPage,
  args: { error: null, onRetry: fn(), retrying: false },
} satisfies Meta<typeof StartupErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No error detail: the generic message. */
export const Unknown: Story = {};

/** A connection error: the SPEC §8 network message. */
export const NetworkError: Story = {
  args: { error: new ApiError('network', 'NETWORK', '', 0, null, 'system.status') },
};

export const Retrying: Story = {
  args: { retrying: true },
};

const gate: Story['render'] = () => (
  <SystemGate>
    <p>The app would render here.</p>
  </SystemGate>
);

/** The status call answers 500 (after the gate's one retry). */
export const GateServerError: Story = {
  parameters: { scenario: { faults: { 'system.status': '500' } } } satisfies StoryParameters,
  render: gate,
};

/** The status call cannot connect: the network error message. */
export const GateNetworkError: Story = {
  parameters: { scenario: { faults: { 'system.status': 'network' } } } satisfies StoryParameters,
  render: gate,
};
