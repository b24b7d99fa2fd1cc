// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();
vi.setConfig({ testTimeout: 60_000 });

describe('centre pages by SPEC name (/member?page=, /agentHome?page=)', () => {
  it('lands an unknown member page on the default page, securityCenter', async () => {
    const { router } = await renderApp({ route: '/member?page=nonsense', persona: 'player' });
    await waitFor(() => expect(router().state.location.search).toBe('?page=securityCenter'), { timeout: 30_000 });
    expect(router().state.location.pathname).toBe('/member');
  });

  it('lands an unknown agent page on the default page, agentTeamOverview', async () => {
    const { router } = await renderApp({ route: '/agentHome?page=nonsense', persona: 'agent-realtime' });
    await waitFor(() => expect(router().state.location.search).toBe('?page=agentTeamOverview'), { timeout: 30_000 });
    expect(router().state.location.pathname).toBe('/agentHome');
  });

  it('keeps a known page name as it is', async () => {
    const { router } = await renderApp({ route: '/agentHome?page=registerCenter', persona: 'agent-realtime' });
    await waitFor(() => expect(router().state.location.pathname).toBe('/agentHome'), { timeout: 30_000 });
    expect(router().state.location.search).toBe('?page=registerCenter');
  });
});
