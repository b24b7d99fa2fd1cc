// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appSettled, renderApp, useAppHarness } from '../support/render';

useAppHarness();
vi.setConfig({ testTimeout: 60_000 });

const WAIT = { timeout: 30_000 };

/** The centre page on screen: its title and lead, as the page (not only the URL) says it. */
async function showsPage(title: string, lead: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title }, WAIT)).toBeTruthy();
  expect(screen.getByText(lead)).toBeTruthy();
  // The rest of the page's answers land before the test ends.
  await appSettled();
}

describe('centre pages by SPEC name (/member?page=, /agentHome?page=)', () => {
  it('lands an unknown member page on the default page, securityCenter, and shows it', async () => {
    const { router, unmount } = await renderApp({ route: '/member?page=nonsense', persona: 'player' });
    await waitFor(() => expect(router().state.location.search).toBe('?page=securityCenter'), WAIT);
    expect(router().state.location.pathname).toBe('/member');
    await showsPage('My account', 'Your profile, password and verification in one place.');
    expect(await screen.findByRole('region', { name: 'Security' }, WAIT)).toBeTruthy();
    unmount();
  });

  it('lands an unknown agent page on the default page, agentTeamOverview, and shows it', async () => {
    const { router, unmount } = await renderApp({ route: '/agentHome?page=nonsense', persona: 'agent-realtime' });
    await waitFor(() => expect(router().state.location.search).toBe('?page=agentTeamOverview'), WAIT);
    expect(router().state.location.pathname).toBe('/agentHome');
    await showsPage('Team overview', "Your team's results, contracts and next settlement at a glance.");
    unmount();
  });

  it('keeps a known page name as it is and shows that page', async () => {
    const { router, unmount } = await renderApp({ route: '/agentHome?page=registerCenter', persona: 'agent-realtime' });
    await showsPage('Register a player', 'Open an account directly under you, or share your affiliate link.');
    expect(router().state.location.pathname).toBe('/agentHome');
    expect(router().state.location.search).toBe('?page=registerCenter');
    unmount();
  });
});
