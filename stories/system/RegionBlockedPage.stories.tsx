import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RegionBlockedPage, SystemGate } from '../../src/features/system';
import type { StoryParameters } from '../support/parameters';

/**
 * SPEC §2 region-blocked page: the bare component with props, and the
 * start-up gate under the `region-blocked` scenario (status 2 with the IP).
 */
const meta = {
  title: 'System/RegionBlockedPage',
  component: RegionBlockedPage,
  args: { ip: '203.0.113.42' },
} satisfies Meta<typeof RegionBlockedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The real gate: the status call reports the region restriction and the blocked IP. */
export const Gate: Story = {
  parameters: { scenario: { status: 'region-blocked' } } satisfies StoryParameters,
  render: () => (
    <SystemGate>
      <p>The app would render here.</p>
    </SystemGate>
  ),
};
