import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../../src/components';
import type { StoryParameters } from '../support/parameters';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'HOT', tone: 'hot' },
  argTypes: { tone: { control: 'inline-radio', options: ['gold', 'hot', 'info', 'muted', 'success'] } },
  parameters: { layout: 'centered' } satisfies StoryParameters,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hot: Story = {};
export const Gold: Story = { args: { children: 'VIP 3', tone: 'gold' } };
export const Info: Story = { args: { children: 'NEW', tone: 'info' } };
export const Success: Story = { args: { children: 'Approved', tone: 'success' } };
/** A count bubble (unread messages); hidden at 0. */
export const Count: Story = { args: { children: 7, count: true, tone: 'hot', label: '7 unread messages' } };
export const CountZero: Story = { args: { children: 0, count: true, tone: 'hot' } };
