import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Dialog } from '../../src/components';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Sign out',
    message: 'Do you want to sign out?',
    confirmLabel: 'Sign out',
    cancelLabel: 'Cancel',
    tone: 'warning',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'success'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};

/** Without a cancel label: an alert with one button. */
export const Alert: Story = {
  args: { title: 'Copied', message: 'The link is on your clipboard.', confirmLabel: 'OK', cancelLabel: undefined, tone: 'success' },
};
