// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const T = { timeout: 15_000 };

describe('the help centre page (/help)', () => {
  it('lands footer anchors on their sections, again on a second click, and searches every article', async () => {
    await renderApp({ route: '/help#about' });
    const centre = await screen.findByTestId('help-centre', undefined, T);
    // The old footer alias #about reaches the server's aboutUs section.
    await waitFor(() => expect(within(centre).getByRole('region').id).toBe('aboutUs'), T);
    expect(within(centre).getByRole('button', { current: true }).textContent).toBe('About Us');

    const footer = await screen.findByRole('contentinfo', undefined, T);
    const responsible = within(footer).getByRole('link', { name: 'Responsible gaming' });
    expect(responsible.getAttribute('href')).toBe('/help#responsibleGaming');
    await userEvent.click(responsible);
    await waitFor(() => expect(within(centre).getByRole('region').id).toBe('responsibleGaming'));

    // Picking another section, then the same footer link again, lands on the link's section once more.
    await userEvent.click(within(centre).getByRole('button', { name: 'FAQ' }));
    await waitFor(() => expect(within(centre).getByRole('region').id).toBe('faq'));
    await userEvent.click(responsible);
    await waitFor(() => expect(within(centre).getByRole('region').id).toBe('responsibleGaming'));
    expect(within(footer).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/help#aboutUs');

    await userEvent.type(within(centre).getByRole('searchbox', { name: 'Search the help centre' }), 'password');
    const results = await within(centre).findByRole('heading', { name: /answers? for “password”/ });
    expect(results).toBeTruthy();
    await userEvent.click(within(centre).getByRole('button', { name: /I forgot my password/ }));
    await waitFor(() => expect(within(centre).getByRole('region').id).toBe('faq'));
    expect(centre.querySelector('script')).toBeNull();
  }, 60_000);
});

describe('the help modal', () => {
  it('opens from the side menu over the page and switches between sections', async () => {
    await renderApp({ route: '/' });
    const side = await screen.findByRole('complementary', { name: 'Side menu' }, T);
    await userEvent.click(within(side).getByRole('button', { name: 'Help centre' }));
    const modal = await screen.findByTestId('help-modal', undefined, T);
    const first = await within(modal).findByRole('button', { current: true }, T);
    const other = within(modal).getByRole('button', { name: 'Privacy Policy' });
    expect(first).not.toBe(other);
    await userEvent.click(other);
    expect(other.getAttribute('aria-current')).toBe('true');
    expect(within(modal).getByRole('heading', { level: 3 }).textContent).toBe('Privacy Policy');
  }, 60_000);
});
