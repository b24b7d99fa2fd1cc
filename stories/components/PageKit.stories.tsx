import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EmptyState, Icon, Panel, SectionHead, StatGrid, StatTile } from '../../src/components';

/** The page kit: the pieces centre and content pages share instead of copying their CSS. */
const meta = {
  title: 'Components/PageKit',
  component: Panel,
  args: { children: null },
  decorators: [(Story) => <div style={{ padding: 24, display: 'grid', gap: 24 }}><Story /></div>],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SectionWithActions: Story = {
  render: () => (
    <SectionHead title="Missions">
      <button type="button">This week</button>
    </SectionHead>
  ),
};

export const Panels: Story = {
  render: () => (
    <>
      <Panel aria-label="Flat">Flat panel</Panel>
      <Panel raised aria-label="Raised">Raised panel</Panel>
    </>
  ),
};

export const Empty: Story = {
  render: () => <EmptyState icon={<Icon name="gift" size={40} />} title="No promotions yet" text="Come back soon." />,
};

export const EmptyLargeWithRetry: Story = {
  render: () => (
    <EmptyState large alert onRetry={() => undefined} retryLabel="Try again">
      <p>The list did not load.</p>
    </EmptyState>
  ),
};

export const StatTiles: Story = {
  render: () => (
    <StatGrid aria-label="Totals">
      <StatTile label="Deposits" value="₱12,500.00" tone="credit" note="4 orders" />
      <StatTile label="Withdrawals" value="₱3,000.00" tone="debit" />
      <StatTile label="Net" value="+₱9,500.00" tone="net" shadow nowrap />
      <StatTile label="Bets" value="128" tone="info" hint="settled only" />
    </StatGrid>
  ),
};
