// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, contract } from '../../src/lib/api';
import { sessionForPersona } from '../../mocks/personas';
import { createQueryClient } from '../../src/app/providers';
import { LicencePanel } from '../../src/features/content/components/LicencePanel';
import { FeedbackPanel } from '../../src/features/feedback/components/FeedbackPanel';
import { requestLog } from '../../mocks/engine/request-log';
import { WinnersPage } from '../../src/features/winners/screens/WinnersPage';
import { ensureScreenTexts } from '../../src/lib/i18n';
import { setToken } from '../../src/lib/state/session';
import { useAppHarness } from '../support/render';
import { pngFile } from '../support/images';

useAppHarness();
beforeAll(() => ensureScreenTexts());

const T = { timeout: 15_000 };

/** A light harness: the screen alone, on the simulated backend, without the app shell. */
function mount(node: ReactNode, route = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}


describe('the feedback panel', () => {
  it('shows the history with replies, counts characters, enforces the word bounds and sends with image previews', async () => {
    setToken((await sessionForPersona('player'))!);
    mount(<FeedbackPanel headingLevel={2} />);
    const history = await screen.findByTestId('feedback-history', undefined, T);
    expect(within(history).getByText('Replied')).toBeTruthy();
    expect(within(history).getByText(/GCash had a delay/)).toBeTruthy();

    const form = await screen.findByTestId('feedback-form', undefined, T);
    const message = within(form).getByRole('textbox', { name: /Your message/ });
    expect(message.getAttribute('maxlength')).toBe('140');
    await userEvent.type(message, 'Too short');
    expect(screen.getByTestId('feedback-counter').textContent).toBe('9 / 140');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Question type/ }), 'GAME');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Support content must be between 3 and 40 words');

    await userEvent.type(message, ' the lobby froze');
    const input = screen.getByTestId('feedback-file') as HTMLInputElement;
    await userEvent.upload(input, [pngFile('one.png'), pngFile('two.png')]);
    await within(form).findByRole('img', { name: 'Image 2: two.png' });
    // A gif is refused with SPEC §8's wrong-type message.
    await userEvent.upload(input, new File(['GIF89a'], 'x.gif', { type: 'image/gif' }), { applyAccept: false });
    expect((await within(form).findByRole('alert')).textContent).toBe('Only jpeg, jpg and png images can be uploaded');

    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(within(screen.getByTestId('feedback-history')).getByText('Too short the lobby froze')).toBeTruthy(), T);
    expect(within(screen.getByTestId('feedback-history')).getByText('2 images attached')).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toBe('');
  }, 60_000);

  it('refuses a trial account', async () => {
    const trial = await callRoute(contract.session.freePlay, { body: { os: 'Linux', platform: 'W' } });
    setToken(trial.token);
    mount(<FeedbackPanel headingLevel={2} />);
    expect(await screen.findByTestId('trial-refusal', undefined, T)).toBeTruthy();
    expect(screen.queryByTestId('feedback-form')).toBeNull();
  }, 60_000);
});

describe('the licence panel and the winners list', () => {
  it('shows the regulator with its licences', async () => {
    mount(<LicencePanel headingLevel={2} />);
    expect(await screen.findByRole('heading', { name: 'Licensed by the Philippine Amusement and Gaming Corporation' }, T)).toBeTruthy();
    expect(screen.getByText('PAGCOR-OGL-2024-0117')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Verify licence PAGCOR-OGL-2024-0117/ }).getAttribute('href')).toBe('https://www.pagcor.ph/regulatory/');
  }, 60_000);

  it('shows the winner board (G17) by category, biggest wins first, each row naming its game', async () => {
    mount(<WinnersPage />, '/winners');
    const list = await screen.findByTestId('winners-list', undefined, T);
    const amounts = () => within(screen.getByTestId('winners-list')).getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(amounts().length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('button', { name: /^Play / }).length).toBe(amounts().length);
    await userEvent.click(screen.getByRole('button', { name: 'Live casino' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Live casino' }).getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(requestLog().filter((entry) => entry.key === 'games.winnerBoard').length).toBeGreaterThanOrEqual(2), T);
    // The platform's board has no period.
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
  }, 60_000);
});
