import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, MoneyInput, moneyAmountSchema } from '../../src/components';
import { useKitLabels } from '@/components';
import type { StoryParameters } from '../support/parameters';

const LIMITS = { min: 100, max: 50_000 };

/** The money field in a react-hook-form + zod form, as a deposit page will use it. */
function DepositAmountForm({ initial = '' }: { initial?: string }) {
  const kit = useKitLabels();
  const schema = z.object({
    amount: moneyAmountSchema(LIMITS, {
      required: 'Please enter an amount',
      invalid: 'Please enter a valid amount',
      min: 'The minimum deposit is $100.00',
      max: 'The maximum deposit is $50,000.00',
    }),
  });
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: initial }, mode: 'onBlur' });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)} style={{ display: 'grid', gap: 16, width: 420, padding: 24 }}>
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyInput
            {...field}
            label="Deposit amount"
            required
            min={LIMITS.min}
            max={LIMITS.max}
            presets={[100, 500, 1000, 5000, 10000, 20000]}
            currencySymbol="$"
            languageTag={kit.languageTag}
            labels={kit.money}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" block>
        Deposit
      </Button>
    </form>
  );
}

const meta = {
  title: 'Centre kit/MoneyInput',
  component: DepositAmountForm,
  parameters: { layout: 'centered' } satisfies StoryParameters,
} satisfies Meta<typeof DepositAmountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A preset amount picked: shown with grouping once the field is left. */
export const WithAmount: Story = { args: { initial: '1234.5' } };
