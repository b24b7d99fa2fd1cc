import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Field } from '../../src/components';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: { label: 'Username', placeholder: 'player01', required: true },
  decorators: [(Story) => <div style={{ maxWidth: 380, padding: 24 }}><Story /></div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: '4–16 letters and digits' } };
export const WithError: Story = { args: { defaultValue: 'pl', error: 'Username must be 4–16 letters and digits' } };
export const Password: Story = { args: { label: 'Password', type: 'password', defaultValue: 'secret', placeholder: undefined } };
export const WithPrefixAndSuffix: Story = {
  args: {
    label: 'Mobile number',
    placeholder: '9171234567',
    prefix: <span style={{ paddingInline: 8 }}>+63</span>,
    suffix: <Button size="sm" variant="secondary">Send code</Button>,
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player01' } };
