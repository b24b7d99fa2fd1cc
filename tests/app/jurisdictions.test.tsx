// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { kycRecords } from '../../mocks/kyc/collections';
import { settingsOf } from '../../mocks/responsibleGaming/state';
import { renderApp, useAppHarness } from '../support/render';

useAppHarness();

const WAIT = { timeout: 20_000 };

/** KYC approved, as the back office does it. */
async function verify(account: string): Promise<void> {
  await kycRecords.delete((q) => q.where({ account }));
  await kycRecords.create({ account, enabled: true, status: 'Y', personalInfo: null, images: null, submittedAt: null, updateTime: new Date().toISOString() });
}

/** Issue 35: the jurisdiction profiles' screens on the whole app. */
describe('jurisdiction profiles in the app', () => {
  it('UK: the deposit-limit prompt stands before the first deposit; "No limit for now" answers it and the form shows', async () => {
    await verify('newbie01');
    await renderApp({ route: '/member?page=depositv2', persona: 'newbie01', scenario: { jurisdiction: 'UK' } });
    const prompt = await screen.findByTestId('deposit-limit-prompt', undefined, WAIT);
    expect(within(prompt).getByRole('heading', { name: 'Set a deposit limit before your first deposit' })).toBeTruthy();
    expect(within(prompt).getByRole('region', { name: 'Deposit limit' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Choose how to pay' })).toBeNull();
    await userEvent.setup().click(within(prompt).getByRole('button', { name: 'No limit for now' }));
    expect(await screen.findByRole('heading', { name: 'Choose how to pay' }, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
    expect(settingsOf('newbie01')?.depositPromptAnsweredAt).toBeTruthy();
  }, 60_000);

  it('UK: a deposit limit set at the prompt answers it too', async () => {
    await verify('newbie01');
    await renderApp({ route: '/member?page=depositv2', persona: 'newbie01', scenario: { jurisdiction: 'UK' } });
    const prompt = await screen.findByTestId('deposit-limit-prompt', undefined, WAIT);
    const user = userEvent.setup();
    await user.type(within(prompt).getByLabelText('Daily', { exact: true }), '300');
    await user.click(within(prompt).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull(), WAIT);
  }, 60_000);

  it('PH: nothing stands before the deposit form (today\'s behaviour)', async () => {
    await renderApp({ route: '/member?page=depositv2', persona: 'newbie01' });
    expect(await screen.findByRole('heading', { name: 'Choose how to pay' }, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('deposit-limit-prompt')).toBeNull();
    expect(screen.queryByTestId('deposit-verify-first')).toBeNull();
  }, 60_000);

  it('PH: the cashier offers no crypto channel; MGA offers it', async () => {
    const first = await renderApp({ route: '/member?page=depositv2', persona: 'player' });
    expect(await screen.findByRole('radio', { name: /BDO Bank Transfer/ }, WAIT)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /USDT/ })).toBeNull();
    first.unmount();
    await renderApp({ route: '/member?page=depositv2', persona: 'player', scenario: { jurisdiction: 'MT' } });
    expect(await screen.findByRole('radio', { name: /USDT \(TRC20\)/ }, WAIT)).toBeTruthy();
  }, 60_000);

  it("MT: the breaks panel says how an exclusion can end earlier and offers every brand; PH's says it cannot be cancelled", async () => {
    const first = await renderApp({ route: '/member?page=responsibleGaming&tab=breaks', persona: 'player' });
    const ph = await screen.findByRole('region', { name: 'Self-exclusion' }, WAIT);
    expect(ph.textContent).toContain('PAGCOR self-exclusion: no play, deposits or promotions for the whole term. It cannot be cancelled');
    expect(within(ph).queryByLabelText('Exclude me from every brand of this operator')).toBeNull();
    first.unmount();
    await renderApp({ route: '/member?page=responsibleGaming&tab=breaks', persona: 'player', scenario: { jurisdiction: 'MT' } });
    const mt = await screen.findByRole('region', { name: 'Self-exclusion' }, WAIT);
    expect(mt.textContent).toContain('To end it earlier you must give a reason; we decide within 7 days');
    expect(within(mt).getByLabelText('Exclude me from every brand of this operator')).toBeTruthy();
  }, 60_000);

  it('MT: the message is shown to a member who has not read it, until "I understand"', async () => {
    await renderApp({ route: '/member?page=responsibleGaming', persona: 'player', scenario: { jurisdiction: 'MT' } });
    const dialog = await screen.findByRole('dialog', { name: 'Before you play: gamble responsibly' }, WAIT);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you play: gamble responsibly' })).toBeNull(), WAIT);
    expect(settingsOf('player01')?.messageAcknowledgedAt).toBeTruthy();
  }, 60_000);
});
