import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useCallback, useState } from 'react';
import { Button, ToastRegion, type ToastItem } from '../../src/components';

const initial: ToastItem[] = [
  { id: 1, tone: 'success', text: 'Deposit submitted' },
  { id: 2, tone: 'info', text: 'You have 7 unread messages' },
  { id: 3, tone: 'warning', text: 'Your password expires in 3 days' },
  { id: 4, tone: 'error', text: 'Network error, please try again' },
];

function ToastDemo({ toasts, durationMs }: { toasts: ToastItem[]; durationMs: number }) {
  const [items, setItems] = useState(toasts);
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((toast) => toast.id !== id)), []);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setItems((list) => [...list, { id: Date.now(), tone: 'info', text: 'Another toast' }])}>Show a toast</Button>
      <ToastRegion toasts={items} onDismiss={dismiss} dismissLabel="Dismiss" durationMs={durationMs} />
    </div>
  );
}

const meta = {
  title: 'Components/ToastRegion',
  component: ToastDemo,
  args: { toasts: initial, durationMs: 600_000 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone (errors are announced as alerts); they stay until dismissed here. */
export const AllTones: Story = {};
/** The app's 5 s lifetime. */
export const AutoDismiss: Story = { args: { durationMs: 5000, toasts: initial.slice(0, 1) } };
