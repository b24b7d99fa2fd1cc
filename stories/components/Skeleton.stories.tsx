import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Skeleton } from '../../src/components';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: 320, height: 16, radius: 8 },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Banner: Story = { args: { width: '100%', height: 300, radius: 16 } };
/** A game tile placeholder grid. */
export const TileGrid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 12 }}>
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} {...args} width="100%" height={140} radius={12} />
      ))}
    </div>
  ),
};
/** A placeholder of content not requested yet (a home section below the fold): still, since nothing is loading. */
export const Still: Story = { args: { shimmer: false } };
