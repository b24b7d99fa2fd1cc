// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

describe('the help modal', () => {
  it('opens /help#term at the terms section, with the sanitized articles', async () => {
    await renderApp({ route: '/help#term' });
    const modal = await screen.findByTestId('help-modal');
    const current = await within(modal).findByRole('button', { current: true });
    const terms = within(modal).getByRole('region');
    expect(terms.id).toBe('term');
    expect(current.textContent).toBe(within(terms).getByRole('heading', { level: 3 }).textContent);
    expect(modal.querySelector('script')).toBeNull();
    // An article whose server HTML opens with its own title shows that title once.
    expect(within(terms).getAllByRole('heading', { name: 'General terms' })).toHaveLength(1);
  });

  it('switches between sections', async () => {
    await renderApp({ route: '/help' });
    const modal = await screen.findByTestId('help-modal');
    const buttons = await within(modal).findAllByRole('button', { name: /.+/ });
    const other = buttons.find((button) => button.getAttribute('aria-current') !== 'true' && button.closest('nav'));
    expect(other).toBeTruthy();
    await userEvent.click(other!);
    expect(other!.getAttribute('aria-current')).toBe('true');
    expect(within(modal).getByRole('heading', { level: 3 }).textContent).toBe(other!.textContent);
  });
});
