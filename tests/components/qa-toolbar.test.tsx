// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getScenario } from '../../mocks/engine/scenario';
import { QaToolbar, shareableUrl } from '../../src/devtools/QaToolbar';
import { initI18n } from '../../src/lib/i18n';
import { session } from '../../src/lib/state/session';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();
beforeAll(() => initI18n('EN'));

function renderToolbar() {
  const reload = vi.fn();
  const resetDemo = vi.fn(async () => undefined);
  render(<QaToolbar reload={reload} resetDemo={resetDemo} />);
  return { reload, resetDemo };
}

describe('the QA toolbar', () => {
  it('opens from its tab and with Alt+Shift+Q, and reserves room so it covers nothing', async () => {
    renderToolbar();
    expect(screen.getByText('Demo data')).toBeTruthy();
    expect(document.body.style.paddingBottom).toBe('28px');
    await userEvent.keyboard('{Alt>}{Shift>}Q{/Shift}{/Alt}');
    expect(screen.getByRole('region', { name: 'QA toolbar' })).toBeTruthy();
    expect(document.body.style.paddingBottom).toBe('340px');
    await userEvent.click(screen.getByRole('button', { expanded: true }));
    expect(screen.queryByRole('region', { name: 'QA toolbar' })).toBeNull();
  });

  it('switches the system status and reloads', async () => {
    const { reload } = renderToolbar();
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Maintenance' }));
    expect(getScenario().status).toBe('maintenance');
    expect(reload).toHaveBeenCalled();
  });

  it('logs in as a persona in one click', async () => {
    const { reload } = renderToolbar();
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    await userEvent.click(screen.getByRole('button', { name: 'agent-daily' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(session.token).toMatch(/^[0-9a-f]{32}$/);
    expect(getScenario().persona).toBe('agent-daily');
  });

  it('sets flags, latency and faults, and shows them in the request log', async () => {
    renderToolbar();
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'socialLogin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slow' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Route' }), 'verification.captcha');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fault' }), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(getScenario()).toMatchObject({ latency: 'slow', flags: { socialLogin: true }, faults: { 'verification.captcha': '500' } });
    // The request log updates the toolbar when the answer is logged: inside act, as the test causes it.
    await act(() => fetch('http://localhost/wps/captcha', { headers: { Merchant: 'rjc' } }).then(() => undefined, () => undefined));
    const log = screen.getByRole('table');
    await waitFor(() => expect(within(log).getByText('verification.captcha')).toBeTruthy());
    expect(log.textContent).toContain('500');
  });

  it('shows the requests made while it was closed once it opens, and follows new ones', async () => {
    renderToolbar();
    // The request log updates the toolbar when the answer is logged: inside act, as the test causes it.
    await act(() => fetch('http://localhost/wps/captcha', { headers: { Merchant: 'rjc' } }).then(() => undefined, () => undefined));
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    const log = screen.getByRole('table');
    expect(within(log).getAllByText('verification.captcha')).toHaveLength(1);
    // The request log updates the toolbar when the answer is logged: inside act, as the test causes it.
    await act(() => fetch('http://localhost/wps/captcha', { headers: { Merchant: 'rjc' } }).then(() => undefined, () => undefined));
    await waitFor(() => expect(within(log).getAllByText('verification.captcha')).toHaveLength(2));
  });

  it('builds a URL that reproduces the scenario, replacing stale scenario parameters', () => {
    const url = shareableUrl('http://localhost/demo/live?scenario=maintenance&x=1', new URLSearchParams('persona=player&latency=slow'));
    expect(url).toBe('http://localhost/demo/live?x=1&persona=player&latency=slow');
  });
});
