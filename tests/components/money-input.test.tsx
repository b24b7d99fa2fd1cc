// @vitest-environment happy-dom
import { zodResolver } from '@hookform/resolvers/zod';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MoneyInput, moneyAmountSchema } from '../../src/components';

const schema = z.object({
  amount: moneyAmountSchema({ min: 100, max: 50_000 }, { required: 'Enter an amount', invalid: 'Not an amount', min: 'At least $100.00', max: 'At most $50,000.00' }),
});

function Form({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { amount: '' } });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <MoneyInput
            {...field}
            label="Deposit amount"
            min={100}
            max={50_000}
            presets={[100, 1000]}
            currencySymbol="$"
            labels={{ presets: 'Quick amounts', limits: (min, max) => `Min ${min} · Max ${max}` }}
            error={fieldState.error?.message}
          />
        )}
      />
      <button type="submit">Deposit</button>
    </form>
  );
}

describe('MoneyInput with react-hook-form', () => {
  it('refuses a third decimal, groups the amount on blur and submits the canonical text', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const input = screen.getByLabelText('Deposit amount') as HTMLInputElement;
    // The limits hint describes the input.
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Min $100.00 · Max $50,000.00').id);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1234.5' } });
    fireEvent.change(input, { target: { value: '1234.567' } });
    expect(input.value).toBe('1234.5');
    fireEvent.blur(input);
    expect(input.value).toBe('1,234.50');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount: '1234.5' }, expect.anything()));
  });

  it('shows the min message under the field, and a preset amount fixes it', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const input = screen.getByLabelText('Deposit amount') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('At least $100.00');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The error takes the hint's place as the input's description.
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('Min $100.00 · Max $50,000.00')).toBeNull();
    const preset = screen.getByRole('button', { name: '$1,000.00' });
    fireEvent.click(preset);
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ amount: '1000.00' }, expect.anything()));
  });
});
