import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button, Field, Modal } from '../../src/components';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Log in',
    onClose: fn(),
    size: 'md',
    children: (
      <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
        <Field label="Username" placeholder="player01" />
        <Field label="Password" type="password" />
      </form>
    ),
    footer: <Button>Log in</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus is trapped inside; Esc, the × and an outside click close it after 100 ms. */
export const Default: Story = {};

/** The disclaimer: no close button, Esc and outside clicks ignored. */
export const NotDismissible: Story = {
  args: {
    title: 'Disclaimer',
    dismissible: false,
    children: <p>You must be 21 or older to play.</p>,
    footer: <Button>I agree</Button>,
  },
};

export const Large: Story = {
  args: { size: 'xl', title: 'Game rules', children: <p>{'Rules of the game. '.repeat(80)}</p>, footer: undefined },
};
