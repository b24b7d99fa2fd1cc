// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getScenario, scenarioToQuery } from '../../mocks/engine/scenario';
import { QaToolbar, shareableUrl } from '../../src/devtools/QaToolbar';
import { initI18n } from '../../src/lib/i18n';
import { useSimulatedBackend } from '../support/backend';

useSimulatedBackend();
beforeAll(() => initI18n('EN'));

/** Issue 35: QA switches the jurisdiction profile in the toolbar, and the shared URL carries it. */
describe('the QA toolbar and the jurisdiction profile', () => {
  it('switches the profile, reloads, and the shareable URL names it', async () => {
    const reload = vi.fn();
    render(<QaToolbar reload={reload} defaultOpen />);
    expect(screen.getByRole('button', { name: 'PH · PAGCOR' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'MT · MGA' }));
    expect(getScenario().jurisdiction).toBe('MT');
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'MT · MGA' }).getAttribute('aria-pressed')).toBe('true');
    const url = new URL(shareableUrl('https://demo.example/demo/member?jurisdiction=UK&page=x', scenarioToQuery(getScenario())));
    expect(url.searchParams.get('jurisdiction')).toBe('MT');
    expect(url.searchParams.get('page')).toBe('x');
  });
});
