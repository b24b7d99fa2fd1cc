import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import { DateRangeControl, type DatePreset, type DateRangeSelection } from '../../src/components';
import { useKitLabels } from '@/components';
import type { StoryParameters } from '../support/parameters';

function RangeDemo({ initial, presets }: { initial: DateRangeSelection; presets?: DatePreset[] }) {
  const kit = useKitLabels();
  const [value, setValue] = useState(initial);
  return <DateRangeControl value={value} onChange={setValue} labels={kit.dateRange} presets={presets} now={new Date(2026, 10, 1, 12)} />;
}

const meta = {
  title: 'Centre kit/DateRangeControl',
  component: RangeDemo,
  args: { initial: { preset: 'prev7' } },
  parameters: { layout: 'centered' } satisfies StoryParameters,
} satisfies Meta<typeof RangeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every SPEC §9 preset, today and yesterday, and custom. */
export const AllPresets: Story = {};
/** The record pages' set: looking back only. */
export const RecordPresets: Story = { args: { presets: ['today', 'yesterday', 'prev7', 'prev30'] } };
export const CustomRange: Story = { args: { initial: { preset: 'custom', from: '2026-10-01', to: '2026-10-31' } } };
/** From after to: the error is announced and the range is not applied. */
export const InvalidRange: Story = { args: { initial: { preset: 'custom', from: '2026-11-05', to: '2026-11-01' } } };
