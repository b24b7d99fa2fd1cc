import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button, Icon } from '../../src/components';
import type { StoryParameters } from '../support/parameters';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { layout: 'centered' } satisfies StoryParameters,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Withdraw' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Sign out' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };
export const WithIcon: Story = { args: { icon: <Icon name="globe" size={16} />, children: 'Language' } };
export const Block: Story = { args: { block: true, size: 'lg', children: 'Log in' }, parameters: { layout: 'padded' } };
