import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MaintenancePage, SystemGate } from '../../src/features/system';
import type { StoryParameters } from '../support/parameters';

/**
 * SPEC §2 maintenance page: the bare component with props (its customer-service
 * button reads the start-up status of the simulated backend), and the start-up
 * gate deciding on its own from the status call under the `maintenance` scenario.
 */
const meta = {
  title: 'System/MaintenancePage',
  component: MaintenancePage,
  args: { endTime: '2026-12-31T18:00:00.000Z' },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEndTime: Story = {};

export const WithoutEndTime: Story = {
  args: { endTime: null },
};

/** An end time the platform sent in a form that does not parse: shown as sent. */
export const UnparsedEndTime: Story = {
  args: { endTime: 'after the weekend' },
};

/** The real gate: `scenario=maintenance` makes the status call report maintenance with an end time. */
export const Gate: Story = {
  parameters: { scenario: { status: 'maintenance' } } satisfies StoryParameters,
  render: () => (
    <SystemGate>
      <p>The app would render here.</p>
    </SystemGate>
  ),
};

/** Maintenance over a slow network: the gate's loading state first. */
export const GateSlowNetwork: Story = {
  parameters: { scenario: { status: 'maintenance', latency: 'slow' } } satisfies StoryParameters,
  render: Gate.render,
};
