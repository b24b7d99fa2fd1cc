import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { Tabs, type TabItem } from '../../src/components';

type Key = 'deposit' | 'withdraw' | 'history';
const items: TabItem<Key>[] = [
  { key: 'deposit', label: 'Deposit' },
  { key: 'withdraw', label: 'Withdraw' },
  { key: 'history', label: 'History' },
];

function TabsDemo({ initial = 'deposit', withPanel = true }: { initial?: Key; withPanel?: boolean }) {
  const [active, setActive] = useState<Key>(initial);
  return (
    <Tabs items={items} active={active} onChange={setActive} label="Wallet">
      {withPanel ? <p>The {active} panel. Arrow keys move between tabs.</p> : undefined}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: TabsDemo,
  args: { initial: 'deposit', withPanel: true },
  argTypes: { initial: { control: 'inline-radio', options: items.map((item) => item.key) } },
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondActive: Story = { args: { initial: 'withdraw' } };
export const WithoutPanel: Story = { args: { withPanel: false } };
